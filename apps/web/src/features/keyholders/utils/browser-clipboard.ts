import type { ClipboardLike, FocusTarget } from './clipboard-clearing.ts';

/**
 * The page's clipboard. It is read (to leave alone what the user copied since) only when reading is
 * already allowed: asking would open a permission prompt 30 s after a copy; unreadable, the
 * clipboard is emptied anyway.
 */
export function browserClipboard(): ClipboardLike | null {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return null;
  return {
    writeText: (text) => clipboard.writeText(text),
    readText: async () => {
      const status = await navigator.permissions?.query({ name: 'clipboard-read' as PermissionName });
      if (status?.state !== 'granted') throw new Error('lettura degli appunti non consentita');
      return clipboard.readText();
    },
  };
}

export const windowFocus: FocusTarget = {
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
};
