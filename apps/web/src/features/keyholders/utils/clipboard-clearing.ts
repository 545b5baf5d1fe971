/** How long a copied secret stays in the clipboard. */
export const CLIPBOARD_CLEAR_MS = 30_000;

/** The part of `navigator.clipboard` the clearing uses (readText may be refused or missing). */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
  readText?: () => Promise<string>;
}

/** The window events the clearing waits on when the page had no focus to write with. */
export interface FocusTarget {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
}

export type ClearOutcome = 'cleared' | 'left' | 'failed';

/**
 * Empties the clipboard if it still holds `secret`. When the clipboard can be read and holds
 * something else (the user copied another thing since), it is left alone; when it cannot be read,
 * it is emptied anyway. 'failed': the write was refused (in Chromium, a page without focus).
 */
export async function clearIfStillHolding(secret: string, clipboard: ClipboardLike): Promise<ClearOutcome> {
  let current: string | undefined;
  try {
    current = clipboard.readText ? await clipboard.readText() : undefined;
  } catch {
    current = undefined;
  }
  if (current !== undefined && current !== secret) return 'left';
  try {
    await clipboard.writeText('');
    return 'cleared';
  } catch {
    return 'failed';
  }
}

export interface ClipboardClearing {
  /** Stops waiting (nothing is cleared). */
  cancel(): void;
  /** Clears now instead of later (the page is going away). */
  flush(): Promise<ClearOutcome>;
}

/**
 * Clears the clipboard `delay` ms after a secret was copied. A write refused because the page had
 * lost focus (the user went to paste elsewhere) is tried again as soon as the window has it back.
 */
export function scheduleClipboardClear(
  secret: string,
  clipboard: ClipboardLike,
  focus: FocusTarget,
  delay = CLIPBOARD_CLEAR_MS,
): ClipboardClearing {
  let done = false;
  const retry = () => {
    focus.removeEventListener('focus', retry);
    void run();
  };
  const run = async (): Promise<ClearOutcome> => {
    if (done) return 'left';
    const outcome = await clearIfStillHolding(secret, clipboard);
    if (outcome === 'failed') focus.addEventListener('focus', retry);
    else done = true;
    return outcome;
  };
  const timer = setTimeout(() => void run(), delay);
  const stop = () => {
    clearTimeout(timer);
    focus.removeEventListener('focus', retry);
  };
  return {
    cancel() {
      done = true;
      stop();
    },
    flush() {
      stop();
      return run();
    },
  };
}
