import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';

/** WCAG 2.1 contrast ratio of `ink` (hex or rgba, alpha blended onto `ground`) on `ground` (hex). */
function contrast(ink: string, ground: string): number {
  const rgb = (hex: string) => {
    const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
    return [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  };
  const base = rgb(ground);
  const rgba = ink
    .match(/rgba?\(([^)]+)\)/)?.[1]
    ?.split(',')
    .map(Number);
  const top = rgba
    ? rgba.slice(0, 3).map((c, i) => c * (rgba[3] ?? 1) + (base[i] ?? 0) * (1 - (rgba[3] ?? 1)))
    : rgb(ink);
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [a, b] = [luminance(top), luminance(base)].sort((x, y) => y - x);
  return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
}

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createAppTheme(mode);
    it(`${mode}: text and active controls on the page and on paper`, () => {
      for (const ground of [palette.background.default, palette.background.paper]) {
        expect(contrast(palette.text.primary, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.text.secondary, ground)).toBeGreaterThanOrEqual(4.5);
        // An unselected toggle button's label (Elenco / Bacheca) is action.active.
        expect(contrast(palette.action.active, ground)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`${mode}: initials on the default grey avatar, alone and in a chip`, () => {
      const theme = createAppTheme(mode);
      type Style = (props: { theme: typeof theme }) => { color: string; backgroundColor: string };
      const overrides = theme.components;
      for (const style of [
        overrides?.MuiAvatar?.styleOverrides?.colorDefault,
        overrides?.MuiChip?.styleOverrides?.avatar,
      ] as Style[]) {
        const { color, backgroundColor } = style({ theme });
        expect(contrast(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
