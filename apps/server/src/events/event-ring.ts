import { randomBytes } from 'node:crypto';
import type { BusEvent, LiveEvent } from './bus.ts';

/**
 * Event ids: `<ms, 13 digits>-<sequence, 10 digits>-<publisher tag>`. A publisher's ids grow
 * strictly (the clock is never allowed to go back), and ids of different instances compare by time
 * first, so plain string comparison orders them.
 */
const EVENT_ID_PATTERN = /^\d{13}-\d{10}-[0-9a-f]{8}$/;

export function isEventId(value: string): boolean {
  return EVENT_ID_PATTERN.test(value);
}

/** Makes the ids of one publisher. */
export function eventIdMaker(): () => string {
  const tag = randomBytes(4).toString('hex');
  let lastMs = 0;
  let sequence = 0;
  return () => {
    lastMs = Math.max(lastMs, Date.now());
    sequence = (sequence + 1) % 10_000_000_000;
    return `${String(lastMs).padStart(13, '0')}-${String(sequence).padStart(10, '0')}-${tag}`;
  };
}

/** The last `capacity` events in the order this instance saw them, for replay after Last-Event-ID. */
export class EventRing {
  readonly #items: BusEvent[] = [];
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  push(event: BusEvent): void {
    this.#items.push(event);
    if (this.#items.length > this.#capacity) this.#items.splice(0, this.#items.length - this.#capacity);
  }

  /**
   * What came after `lastId`: the events after it when it is still held; otherwise (it fell out of
   * the buffer, or came from an instance whose event this one never saw) every held event with a
   * later id. A malformed id replays nothing.
   */
  since(lastId: string): BusEvent[] {
    if (!isEventId(lastId)) return [];
    for (let i = this.#items.length - 1; i >= 0; i--) {
      if (this.#items[i]?.id === lastId) return this.#items.slice(i + 1);
    }
    return this.#items.filter((event) => event.id > lastId);
  }
}

/** A message from another instance: a well-formed event, or null. */
export function parseRemoteEvent(raw: string): { origin: string; event: BusEvent } | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { origin, event } = value as { origin?: unknown; event?: Record<string, unknown> };
  if (typeof origin !== 'string' || !event || typeof event !== 'object') return null;
  if (typeof event.id !== 'string' || !isEventId(event.id)) return null;
  const live = liveEventOf(event);
  return live ? { origin, event: { ...live, id: event.id } } : null;
}

function liveEventOf(event: Record<string, unknown>): LiveEvent | null {
  const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
  if (event.type === 'notification' && isId(event.userId) && isId(event.notificationId)) {
    return { type: 'notification', userId: event.userId, notificationId: event.notificationId };
  }
  if (
    event.type === 'record' &&
    typeof event.entity === 'string' &&
    isId(event.entityId) &&
    typeof event.action === 'string'
  ) {
    return { type: 'record', entity: event.entity, entityId: event.entityId, action: event.action };
  }
  return null;
}
