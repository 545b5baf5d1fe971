import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  CLIPBOARD_CLEAR_MS,
  type ClipboardLike,
  clearIfStillHolding,
  scheduleClipboardClear,
} from './clipboard-clearing.ts';
import { revealErrorMessage } from './reveal-errors.ts';

/** A clipboard in memory; `readable: false` refuses reads, `focused: false` refuses writes. */
function fakeClipboard(initial = '', options: { readable?: boolean } = {}) {
  const state = { text: initial, focused: true };
  const clipboard: ClipboardLike = {
    writeText: vi.fn(async (text: string) => {
      if (!state.focused) throw new DOMException('Document is not focused.', 'NotAllowedError');
      state.text = text;
    }),
    ...(options.readable === false
      ? { readText: () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')) }
      : { readText: async () => state.text }),
  };
  return { clipboard, state };
}

const noFocus = () => {
  const target = new EventTarget();
  return {
    addEventListener: (type: 'focus', listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: 'focus', listener: () => void) => target.removeEventListener(type, listener),
    focus: () => target.dispatchEvent(new Event('focus')),
  };
};

describe('clearIfStillHolding', () => {
  it('empties a clipboard that still holds the secret', async () => {
    const { clipboard, state } = fakeClipboard('s3greta!');
    expect(await clearIfStillHolding('s3greta!', clipboard)).toBe('cleared');
    expect(state.text).toBe('');
  });

  it('leaves alone what the user copied since', async () => {
    const { clipboard, state } = fakeClipboard('altro testo');
    expect(await clearIfStillHolding('s3greta!', clipboard)).toBe('left');
    expect(state.text).toBe('altro testo');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('empties it anyway when it cannot be read', async () => {
    const { clipboard, state } = fakeClipboard('altro testo', { readable: false });
    expect(await clearIfStillHolding('s3greta!', clipboard)).toBe('cleared');
    expect(state.text).toBe('');
  });
});

describe('scheduleClipboardClear', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears after 30 seconds, not before', async () => {
    const { clipboard, state } = fakeClipboard('s3greta!');
    scheduleClipboardClear('s3greta!', clipboard, noFocus());
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS - 1);
    expect(state.text).toBe('s3greta!');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.text).toBe('');
  });

  it('cancelled, clears nothing', async () => {
    const { clipboard, state } = fakeClipboard('s3greta!');
    scheduleClipboardClear('s3greta!', clipboard, noFocus()).cancel();
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS * 2);
    expect(state.text).toBe('s3greta!');
  });

  it('flushed (the page goes away), clears at once and not again later', async () => {
    const { clipboard, state } = fakeClipboard('s3greta!');
    const clearing = scheduleClipboardClear('s3greta!', clipboard, noFocus());
    expect(await clearing.flush()).toBe('cleared');
    expect(state.text).toBe('');
    state.text = 'copiato dopo';
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(state.text).toBe('copiato dopo');
  });

  it('refused while the page has no focus, clears when the window has it back', async () => {
    const { clipboard, state } = fakeClipboard('s3greta!', { readable: false });
    const focus = noFocus();
    state.focused = false;
    scheduleClipboardClear('s3greta!', clipboard, focus);
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(state.text).toBe('s3greta!');
    state.focused = true;
    focus.focus();
    await vi.waitFor(() => expect(state.text).toBe(''));
  });
});

describe('revealErrorMessage', () => {
  it('says in Italian why the secret was not shown', () => {
    expect(revealErrorMessage(new ApiError(403, {}))).toBe('Non hai il permesso di vedere le password.');
    expect(revealErrorMessage(new ApiError(429, {}))).toMatch(/^Troppe richieste di password/);
    expect(revealErrorMessage(new ApiError(500, {}))).toBe(
      'Non è stato possibile leggere la password. Riprova.',
    );
    expect(revealErrorMessage(new Error('x'))).toBe('Non è stato possibile leggere la password. Riprova.');
  });
});
