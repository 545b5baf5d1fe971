import { afterEach, describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from '../theme/palettes.ts';
import { applyDocumentTheme } from './document-theme.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyDocumentTheme', () => {
  it('sets both theme-color metas of index.html (one per system scheme) to the chosen theme', () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#f3f4f7" media="(prefers-color-scheme: light)" />' +
      '<meta name="theme-color" content="#111113" media="(prefers-color-scheme: dark)" />';
    const contents = () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));
    applyDocumentTheme('dark');
    expect(contents()).toEqual([darkPalette.background?.default, darkPalette.background?.default]);
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyDocumentTheme('light');
    expect(contents()).toEqual([lightPalette.background?.default, lightPalette.background?.default]);
  });
});
