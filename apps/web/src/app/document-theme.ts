import type { Theme } from '@officina/contracts';
import { useThemeStore } from '../lib/theme-store.ts';
import { darkPalette, lightPalette } from '../theme/palettes.ts';

/** `<html data-theme>` picks the palette of theme/palette.css; color-scheme and theme-color follow. */
export function applyDocumentTheme(mode: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  const background = (mode === 'dark' ? darkPalette : lightPalette).background?.default;
  // index.html has one theme-color per system scheme; the theme chosen in the app wins over both.
  if (!background) return;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute('content', background);
}

/**
 * Applies the saved theme at once and follows every change. Called by the entry module before the
 * first render: the theme store reads localStorage (officina:theme) synchronously when it is created.
 * index.html's boot shell has set `data-theme` from the same key before the first paint (an inline
 * script the server allows by its hash, build/boot-shell.ts); this keeps it, and theme-color, in step.
 */
export function syncDocumentTheme(): () => void {
  applyDocumentTheme(useThemeStore.getState().mode);
  return useThemeStore.subscribe((state, previous) => {
    if (state.mode !== previous.mode) applyDocumentTheme(state.mode);
  });
}
