/**
 * The running timer is one per user and shown everywhere (navbar, dashboard, to-do page): every place
 * reads the same query key (`timingKeys.timer`, lib/entities/timings.ts), and whoever starts or stops
 * it tells the other tabs through a BroadcastChannel, so a timer stopped in one tab stops in all of
 * them without waiting for a focus.
 */

const CHANNEL = 'officina:timer';

/** Tells the other tabs the timer changed (started, stopped). */
export function announceTimerChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'timer-changed', at: Date.now() });
  channel.close();
}

/** Calls `onChange` when another tab announces a change; returns the unsubscribe. */
export function listenTimerChanges(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => onChange();
  return () => channel.close();
}
