import { randomBytes } from 'node:crypto';
import type { Log } from '../log.ts';
import { redisRetryStrategy, watchRedisConnection } from '../redis/redis-client.ts';
import type { BusEvent } from './bus.ts';
import { parseRemoteEvent } from './event-ring.ts';

/** The live events' link to the other instances through one Redis channel. */
export interface RedisTransport {
  publish(event: BusEvent): void;
  /** Resolves once the channel is subscribed (or the transport is closed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Two connections: a subscriber (ioredis resubscribes by itself after a reconnect) and a publisher
 * without an offline queue, so that while Redis is away an event is dropped for the other instances
 * (its own instance has already delivered it) instead of piling up in memory. ioredis reconnects
 * forever; each connection logs one warning per outage and one line when it is back. The instance's
 * own messages coming back from Redis are skipped by their `origin`.
 */
export async function connectRedisTransport(
  url: string,
  channel: string,
  log: Log,
  deliver: (event: BusEvent) => void,
): Promise<RedisTransport> {
  const { Redis } = await import('ioredis');
  const origin = randomBytes(8).toString('hex');
  const retryStrategy = redisRetryStrategy;
  const publisher = new Redis(url, { enableOfflineQueue: false, retryStrategy, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { retryStrategy, maxRetriesPerRequest: null });
  let closing = false;
  watchRedisConnection(publisher, 'live events: Redis publisher', log, () => closing);
  watchRedisConnection(subscriber, 'live events: Redis subscriber', log, () => closing);

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseRemoteEvent(raw);
    if (!message) {
      log.warn({ channel }, 'live events: malformed message ignored');
      return;
    }
    if (message.origin !== origin) deliver(message.event);
  });

  let closeReady = () => {};
  const ready = new Promise<void>((resolve) => {
    closeReady = resolve;
    subscriber.subscribe(channel).then(
      () => resolve(),
      (error: unknown) =>
        log.warn({ err: error }, 'live events: Redis subscribe failed, retried on reconnect'),
    );
  });

  return {
    publish(event) {
      publisher.publish(channel, JSON.stringify({ origin, event })).catch((error: unknown) => {
        log.warn(
          { err: error, event: event.id },
          'live events: not sent to the other instances (Redis away)',
        );
      });
    },
    ready,
    async close() {
      closing = true;
      closeReady();
      subscriber.disconnect();
      if (publisher.status === 'ready') {
        await Promise.race([
          publisher.quit().catch(() => {}),
          new Promise((r) => setTimeout(r, 1000).unref()),
        ]);
      }
      publisher.disconnect();
    },
  };
}
