import { EventStreamParser, type StreamEvent } from './event-stream-parser.ts';

export interface LiveEventsOptions {
  url: string;
  /** The bearer token: EventSource cannot send it, so the stream is read with fetch. */
  token: string;
  /** The id to resume from (the last one a previous connection of this user saw). */
  lastEventId?: string;
  onEvent: (event: StreamEvent) => void;
  /** Each time a connection opens; `resumed` after a reconnection (events may have been missed). */
  onOpen?: (resumed: boolean) => void;
  /** 401/403: the token is no good; the client stops (a new token starts a new client). */
  onUnauthorized?: () => void;
  /** The last event id seen, to resume a later client from. */
  onLastEventId?: (id: string) => void;
  /** First reconnection delay when the server sends no `retry:` (ms). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long (the server sends a heartbeat every ~25 s): the connection is dead. */
  idleTimeoutMs?: number;
  fetch?: typeof fetch;
  /** Waits `ms` or until `signal` aborts (tests replace it). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

const defaultWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * One user's live events stream: opens it, parses it, and when it ends or fails (network lost, server
 * restarted, no heartbeat) opens it again with `Last-Event-ID`, waiting longer after each failure in a
 * row (the server's `retry:` doubled up to `maxDelayMs`, with jitter so a restarted server is not hit
 * by every tab at once). `stop()` ends it for good.
 */
export class LiveEventsClient {
  private stopped = false;
  private connection: AbortController | null = null;
  /** Cuts the current wait short (stop, or the browser is back online). */
  private wake: AbortController | null = null;
  private lastEventId: string;
  private retryMs: number;
  private failures = 0;
  private opened = false;

  private readonly options: LiveEventsOptions;

  constructor(options: LiveEventsOptions) {
    this.options = options;
    this.lastEventId = options.lastEventId ?? '';
    this.retryMs = options.initialDelayMs ?? 1000;
  }

  start(): void {
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    this.connection?.abort();
    this.wake?.abort();
  }

  /** Reconnects now instead of at the end of the back-off (e.g. on the browser's `online`). */
  retryNow(): void {
    this.wake?.abort();
  }

  private async run(): Promise<void> {
    const wait = this.options.wait ?? defaultWait;
    while (!this.stopped) {
      const outcome = await this.connect();
      if (this.stopped || outcome === 'unauthorized') return;
      const max = this.options.maxDelayMs ?? 30_000;
      const delay = Math.min(max, this.retryMs * 2 ** Math.min(this.failures, 10));
      const jitter = 0.5 + (this.options.random ?? Math.random)() / 2;
      this.failures += 1;
      this.wake = new AbortController();
      await wait(Math.round(delay * jitter), this.wake.signal);
      this.wake = null;
    }
  }

  private async connect(): Promise<'ended' | 'unauthorized'> {
    const connection = new AbortController();
    this.connection = connection;
    const doFetch = this.options.fetch ?? fetch;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${this.options.token}`,
    };
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const idleTimeout = this.options.idleTimeoutMs ?? 60_000;
    const alive = () => {
      clearTimeout(idle);
      idle = setTimeout(() => connection.abort(), idleTimeout);
    };
    try {
      alive();
      const response = await doFetch(this.options.url, {
        headers,
        cache: 'no-store',
        credentials: 'same-origin',
        signal: connection.signal,
      });
      if (response.status === 401 || response.status === 403) {
        this.stopped = true;
        this.options.onUnauthorized?.();
        return 'unauthorized';
      }
      if (!response.ok || !response.body) return 'ended';
      this.options.onOpen?.(this.opened);
      this.opened = true;
      const parser = new EventStreamParser(
        {
          onEvent: (event) => {
            if (event.lastEventId !== this.lastEventId) {
              this.lastEventId = event.lastEventId;
              this.options.onLastEventId?.(event.lastEventId);
            }
            this.options.onEvent(event);
          },
          onRetry: (ms) => {
            this.retryMs = Math.max(ms, 250);
          },
        },
        this.lastEventId,
      );
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      // Aborting a fetch ends its body too; cancelling here also covers a body that ignores it.
      connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
        once: true,
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || this.stopped) break;
        alive();
        // Something arrived: the server is back, so the next failure starts the back-off afresh.
        this.failures = 0;
        parser.push(value);
      }
      return 'ended';
    } catch {
      return 'ended';
    } finally {
      clearTimeout(idle);
      connection.abort();
      if (this.connection === connection) this.connection = null;
    }
  }
}
