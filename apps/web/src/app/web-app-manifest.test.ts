import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from '../theme/palettes.ts';

const web = path.join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8'));
const indexHtml = readFileSync(path.join(web, 'index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { type: string; size: string } {
  const png = readFileSync(path.join(web, 'public', file));
  const signature = png.subarray(0, 8).toString('hex');
  return {
    type: signature === '89504e470d0a1a0a' ? 'image/png' : `not a PNG (${signature})`,
    size: `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`,
  };
}

describe('web app manifest (installable app)', () => {
  it('names the app in Italian and opens the dashboard, standalone', () => {
    expect(manifest).toMatchObject({
      name: 'Officina',
      short_name: 'Officina',
      lang: 'it',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toMatch(/clienti.*opportunità.*progetti.*to-do.*tempi/);
  });

  it('takes its colours from the light theme, and the page has one theme-color per system scheme', () => {
    expect(manifest.theme_color).toBe(lightPalette.background?.default);
    expect(manifest.background_color).toBe(lightPalette.background?.default);
    expect(indexHtml).toContain(
      `<meta name="theme-color" content="${lightPalette.background?.default}" media="(prefers-color-scheme: light)" />`,
    );
    expect(indexHtml).toContain(
      `<meta name="theme-color" content="${darkPalette.background?.default}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it('lists 192 and 512 px icons, plain and maskable, each a PNG of the size it declares', () => {
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    }
    for (const icon of icons)
      expect(pngSize(icon.src), icon.src).toEqual({ type: icon.type, size: icon.sizes });
  });

  it('is linked from the page, with an Apple touch icon of 180 px', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(pngSize('apple-touch-icon.png')).toEqual({ type: 'image/png', size: '180x180' });
  });
});
