import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PaletteOptions } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from './palettes.ts';

/** theme/palette.css (the MUI-free shell's colours) must say what palettes.ts (MUI's theme) says. */
const css = readFileSync(path.join(import.meta.dirname, 'palette.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
}

function expected(palette: PaletteOptions): Record<string, string | undefined> {
  const main = (key: 'secondary' | 'error' | 'warning' | 'success' | 'info') =>
    (palette[key] as { main?: string } | undefined)?.main;
  const primary = palette.primary as { main: string; dark: string; light: string; contrastText: string };
  return {
    '--color-bg': palette.background?.default,
    '--color-paper': palette.background?.paper,
    '--color-text': palette.text?.primary,
    '--color-text-secondary': palette.text?.secondary,
    '--color-primary': primary.main,
    '--color-primary-dark': primary.dark,
    '--color-primary-light': primary.light,
    '--color-on-primary': primary.contrastText,
    '--color-secondary': main('secondary'),
    '--color-error': main('error'),
    '--color-warning': main('warning'),
    '--color-success': main('success'),
    '--color-info': main('info'),
  };
}

describe('palette.css follows palettes.ts', () => {
  it.each([
    ['[data-theme="light"]', lightPalette],
    ['[data-theme="dark"]', darkPalette],
  ] as const)('%s', (selector, palette) => {
    expect(block(selector)).toMatchObject(expected(palette));
  });
});
