import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Log } from '../log.ts';
import type { RedisClient } from './redis-client.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** INCR, and the window's expiry set by the first hit (as @fastify/rate-limit's own Redis store). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Counters in this process's memory, one fixed window per key (the fallback, and the store without Redis). */
export class MemoryCounters {
  readonly #entries = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, windowMs: number, now = Date.now()): Result {
    let entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { current: 0, resetAt: now + windowMs };
      this.#entries.set(key, entry);
      if (this.#entries.size > 10_000) this.#sweep(now);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  read(key: string, now = Date.now()): Result {
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.resetAt <= now) this.#entries.delete(key);
  }
}

/**
 * The rate-limit store with REDIS_URL: counters shared by every instance under `<prefix>rate-limit:`.
 * When a Redis command fails (Redis down, or slower than the client's command timeout) the counter
 * is kept in this process's memory instead, with one warning per outage: the limits then hold per
 * instance (N instances allow N times the budget) instead of refusing every sign-in or letting
 * every attempt through. A deliberate trade-off, written in docs/SECURITY.md's gaps.
 */
export function sharedRateLimitStore(
  redis: RedisClient,
  prefix: string,
  log: Log,
): FastifyRateLimitStoreCtor {
  const local = new MemoryCounters();
  const namespace = `${prefix}rate-limit:`;
  let degraded = false;
  const fallBack = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    log.warn({ err: error }, 'rate limits: Redis unavailable, counting on this instance until it is back');
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info({}, 'rate limits: Redis back, counters shared again');
  };

  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      redis.eval(INCR_SCRIPT, 1, namespace + key, String(timeWindow)).then(
        (reply) => {
          recovered();
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          fallBack(error);
          callback(null, local.incr(key, timeWindow));
        },
      );
    }

    read(key: string, callback: Callback): void {
      redis
        .multi()
        .get(namespace + key)
        .pttl(namespace + key)
        .exec()
        .then((replies) => {
          if (!replies || replies.some(([error]) => error)) throw new Error('Redis: read failed');
          recovered();
          const current = Number(replies[0]?.[1] ?? 0);
          const ttl = Number(replies[1]?.[1] ?? 0);
          callback(null, { current, ttl: Math.max(ttl, 0) });
        })
        .catch((error: unknown) => {
          fallBack(error);
          callback(null, local.read(key));
        });
    }

    /** Keys already name their limit (login-ip:…, forgot:…), so a route's child shares this store. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedStore;
}
