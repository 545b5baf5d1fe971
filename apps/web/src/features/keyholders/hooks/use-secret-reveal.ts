import type { KeyholderReveal } from '@officina/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { useRevealKeyholder } from '../api/reveal-keyholder.ts';
import { browserClipboard, windowFocus } from '../utils/browser-clipboard.ts';
import {
  CLIPBOARD_CLEAR_MS,
  type ClipboardClearing,
  scheduleClipboardClear,
} from '../utils/clipboard-clearing.ts';
import { revealErrorMessage } from '../utils/reveal-errors.ts';

/** How long "Mostra" keeps the secret on screen. */
export const REVEAL_VISIBLE_MS = 30_000;

export const COPIED_MESSAGE = `Password copiata: gli appunti verranno svuotati tra ${CLIPBOARD_CLEAR_MS / 1000} secondi`;

/**
 * "Mostra" and "Copia" of a credential's secret. The revealed values live in this component's
 * state only (never a query, never storage) and go away after 30 s, on "Nascondi" or when the page
 * does. A copied secret is cleared from the clipboard after 30 s — or at once if the page is left
 * before (no timer outlives the page).
 */
export function useSecretReveal(id: number) {
  const reveal = useRevealKeyholder(id);
  const [shown, setShown] = useState<KeyholderReveal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'view' | 'copy' | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clearing = useRef<ClipboardClearing | null>(null);

  const hide = useCallback(() => {
    clearTimeout(hideTimer.current);
    setShown(null);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      void clearing.current?.flush();
    },
    [],
  );

  const ask = async (purpose: 'view' | 'copy'): Promise<KeyholderReveal | null> => {
    setError(null);
    setPending(purpose);
    try {
      return await reveal.mutateAsync(purpose);
    } catch (failure) {
      setError(revealErrorMessage(failure));
      return null;
    } finally {
      // The answer is ours now: the mutation keeps nothing.
      reveal.reset();
      setPending(null);
    }
  };

  const show = async () => {
    const answer = await ask('view');
    if (!answer) return;
    setShown(answer);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setShown(null), REVEAL_VISIBLE_MS);
  };

  const copy = async () => {
    const clipboard = browserClipboard();
    if (!clipboard) {
      setError('Questo browser non permette di copiare negli appunti: usa «Mostra» e copia a mano.');
      return;
    }
    const answer = await ask('copy');
    if (!answer) return;
    if (answer.secret === null) {
      setError('Questa credenziale non ha una password salvata.');
      return;
    }
    try {
      await clipboard.writeText(answer.secret);
    } catch {
      setError('Non è stato possibile copiare negli appunti: usa «Mostra» e copia a mano.');
      return;
    }
    clearing.current?.cancel();
    clearing.current = scheduleClipboardClear(answer.secret, clipboard, windowFocus);
    notify.success(COPIED_MESSAGE);
  };

  return { shown, error, pending, show, hide, copy };
}
