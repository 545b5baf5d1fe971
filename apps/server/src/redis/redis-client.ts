import type { Redis } from 'ioredis';
import type { Log } from '../log.ts';

export type RedisClient = Redis;

/** How long a command to the shared client may take before it fails (a hung Redis must not hang a request). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long the start waits for Redis before going on without it (it keeps reconnecting). */
const REDIS_FIRST_CONNECT_MS = 5_000;

/** Reconnects forever, at most every 5 s. */
export const redisRetryStrategy = (times: number) => Math.min(times * 200, 5000);

/**
 * The instance's one client for commands (rate-limit counters, job locks, wake-ups), loaded only with
 * REDIS_URL. Without an offline queue and with a command timeout, so that while Redis is away a
 * command fails at once (the callers fall back, see rate-limit-store.ts, job-lock.ts) instead of
 * piling up or hanging a request. Waits up to 5 s for the first connection, then goes on: ioredis
 * keeps reconnecting and /api/health reports Redis as down meanwhile.
 */
export async function connectRedisClient(url: string, log: Log): Promise<RedisClient> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_FIRST_CONNECT_MS,
    retryStrategy: redisRetryStrategy,
    connectionName: 'officina',
  });
  let closing = false;
  client.once('end', () => {
    closing = true;
  });
  watchRedisConnection(client, 'Redis', log, () => closing || client.status === 'end');
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REDIS_FIRST_CONNECT_MS);
    timer.unref();
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready)
    log.warn({}, 'Redis not reachable at start: counters and locks stay on this instance until it is');
  return client;
}

/** Closes the client: QUIT when connected (bounded to 1 s), then disconnects. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    await Promise.race([client.quit().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
  }
  client.disconnect();
}

/** One warning when a connection is lost (not one per retry), one line when it is back. */
export function watchRedisConnection(
  connection: RedisClient,
  name: string,
  log: Log,
  closing: () => boolean,
): void {
  let lost = false;
  connection.on('error', (error: Error) => {
    if (lost || closing()) return;
    lost = true;
    log.warn({ err: error }, `${name} connection lost, reconnecting`);
  });
  connection.on('close', () => {
    if (lost || closing()) return;
    lost = true;
    log.warn({}, `${name} connection closed, reconnecting`);
  });
  connection.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info({}, `${name} connection back`);
  });
}
