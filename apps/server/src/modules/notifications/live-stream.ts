import type { ServerResponse } from 'node:http';
import {
  LIVE_EVENT_NOTIFICATION,
  LIVE_EVENT_RECORD,
  type LiveNotificationEvent,
  type LiveRecordEvent,
} from '@officina/contracts';
import type { BusEvent } from '../../events/bus.ts';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 25_000;
/** What the client waits before reconnecting after the stream drops (the SSE `retry:` field). */
export const SSE_RETRY_MS = 5_000;
/** A client this far behind (bytes not yet taken by the socket) is dropped; it reconnects and replays. */
export const SSE_MAX_BUFFERED_BYTES = 1_048_576;

/**
 * One open `/api/events` response of one user. Events are written one after the other in the order
 * the bus gave them (a notification's unread count is read from the database first), only those
 * the user may see: their own notifications, and every record change (which names only the kind,
 * id and action — the client refetches with its own permissions).
 */
export class LiveStream {
  readonly userId: number;
  readonly #raw: ServerResponse;
  readonly #unreadCount: (userId: number) => Promise<number>;
  #queue: Promise<void> = Promise.resolve();
  #closed = false;
  #onEnd: Array<() => void> = [];

  constructor(raw: ServerResponse, userId: number, unreadCount: (userId: number) => Promise<number>) {
    this.#raw = raw;
    this.userId = userId;
    this.#unreadCount = unreadCount;
    raw.on('close', () => this.end());
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Called once when the stream ends (client gone, server closing, session over). */
  onEnd(callback: () => void): void {
    this.#onEnd.push(callback);
  }

  /** Queues one bus event (skipped when it is not for this user). */
  push(event: BusEvent): void {
    if (this.#closed) return;
    if (event.type === 'notification' && event.userId !== this.userId) return;
    this.#queue = this.#queue.then(() => this.#send(event)).catch(() => this.end());
  }

  /** A comment line (`: …`), ignored by the client's parser. */
  comment(text: string): void {
    this.#write(`: ${text}\n\n`);
  }

  retry(ms: number): void {
    this.#write(`retry: ${ms}\n\n`);
  }

  /** `closeConnection`: the server is shutting down, so the keep-alive socket goes too. */
  end(options: { closeConnection?: boolean } = {}): void {
    if (this.#closed) return;
    this.#closed = true;
    const socket = this.#raw.socket;
    if (!this.#raw.writableEnded) this.#raw.end(() => options.closeConnection && socket?.destroy());
    else if (options.closeConnection) socket?.destroy();
    for (const callback of this.#onEnd.splice(0)) callback();
  }

  async #send(event: BusEvent): Promise<void> {
    if (this.#closed) return;
    if (event.type === 'notification') {
      const data: LiveNotificationEvent = {
        id: event.notificationId,
        unread: await this.#unreadCount(this.userId),
      };
      this.#frame(LIVE_EVENT_NOTIFICATION, event.id, data);
    } else {
      const data: LiveRecordEvent = { entity: event.entity, id: event.entityId, action: event.action };
      this.#frame(LIVE_EVENT_RECORD, event.id, data);
    }
  }

  #frame(name: string, id: string, data: object): void {
    this.#write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  #write(text: string): void {
    if (this.#closed || this.#raw.writableEnded) return;
    this.#raw.write(text);
    if (this.#raw.writableLength > SSE_MAX_BUFFERED_BYTES) this.end();
  }
}
