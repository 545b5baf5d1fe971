import type { AppConfig } from '../config/config.ts';
import type { Log } from '../log.ts';
import { EventRing, eventIdMaker } from './event-ring.ts';
import { connectRedisTransport, type RedisTransport } from './redis-transport.ts';

/**
 * Live events for the signed-in users' open pages (`/api/events`): a notification raised for a user,
 * a record changed. One instance: in-process; with REDIS_URL: Redis pub/sub, so an event raised on
 * one instance reaches the SSE clients of every other. Publish after the transaction commits.
 * docs/modules/notifications.md.
 */
export type LiveEvent =
  | { type: 'notification'; userId: number; notificationId: number }
  | { type: 'record'; entity: string; entityId: number; action: string };

/** An event as delivered: with the id its publisher gave it (the SSE `id:`). */
export type BusEvent = LiveEvent & { id: string };

export interface EventBus {
  /** Delivers at once to this instance's listeners and, with Redis, to the other instances'. */
  publish(event: LiveEvent): void;
  /** Answers the unsubscribe function. */
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** The events held after `lastEventId` (the last ~1000 this instance saw), oldest first. */
  since(lastEventId: string): BusEvent[];
  /** Resolves once events from other instances can arrive (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How many events an instance keeps for replay. */
export const EVENT_REPLAY_CAPACITY = 1000;
/** The Redis channel every instance publishes to and listens on. */
export const EVENT_CHANNEL = 'officina:events';

/**
 * The bus of this process. With `config.redisUrl` a publisher and a subscriber connection to Redis
 * (ioredis, loaded only then): a lost Redis is logged once and reconnected forever, and meanwhile
 * this instance's own events still reach its own clients.
 */
export function createEventBus(
  config: Pick<AppConfig, 'redisUrl'>,
  log: Log,
  options: { channel?: string } = {},
): EventBus {
  const listeners = new Set<(event: BusEvent) => void>();
  const ring = new EventRing(EVENT_REPLAY_CAPACITY);
  const nextId = eventIdMaker();

  const deliver = (event: BusEvent) => {
    ring.push(event);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'live event listener failed');
      }
    }
  };

  let transport: Promise<RedisTransport | null> = Promise.resolve(null);
  if (config.redisUrl) {
    transport = connectRedisTransport(config.redisUrl, options.channel ?? EVENT_CHANNEL, log, deliver).catch(
      (error: unknown) => {
        log.warn({ err: error }, 'live events: Redis unavailable, events stay on this instance');
        return null;
      },
    );
  }
  let closed = false;

  return {
    publish(event) {
      if (closed) return;
      const delivered: BusEvent = { ...event, id: nextId() };
      deliver(delivered);
      if (config.redisUrl) void transport.then((redis) => redis?.publish(delivered));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    since(lastEventId) {
      return ring.since(lastEventId);
    },
    async ready() {
      await (await transport)?.ready;
    },
    async close() {
      closed = true;
      listeners.clear();
      await (await transport)?.close();
    },
  };
}
