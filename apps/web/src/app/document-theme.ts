import type { Theme } from '@officina/contracts';
import { useThemeStore } from '../lib/theme-store.ts';
import { darkPalette, lightPalette } from '../theme/palettes.ts';

/** `<html data-theme>` picks the palette of theme/palette.css; color-scheme and theme-color follow. */
export function applyDocumentTheme(mode: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  const background = (mode === 'dark' ? darkPalette : lightPalette).background?.default;
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
}

/**
 * Applies the saved theme at once and follows every change. Called by the entry module before the
 * first render: the theme store reads localStorage (officina:theme) synchronously when it is created,
 * so the first paint already has the chosen palette — without an inline script, which the CSP forbids.
 */
export function syncDocumentTheme(): () => void {
  applyDocumentTheme(useThemeStore.getState().mode);
  return useThemeStore.subscribe((state, previous) => {
    if (state.mode !== previous.mode) applyDocumentTheme(state.mode);
  });
}
