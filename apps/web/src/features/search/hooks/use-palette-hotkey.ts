import { useEffect } from 'react';

/** Whether the keyboard shortcut reads ⌘K (Apple) or Ctrl K (everyone else). */
export function isApplePlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform ?? nav.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The shortcut as the user's keyboard shows it. */
export const paletteShortcutLabel = () => (isApplePlatform() ? '⌘K' : 'Ctrl K');

/** Ctrl+K (⌘K on a Mac) anywhere on the page calls `onOpen`; the browser's own use of it is kept off. */
export function usePaletteHotkey(onOpen: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}
