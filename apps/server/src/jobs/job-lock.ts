import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../redis/redis-client.ts';
import { INSTANCE_ID } from './job-runs.ts';

/**
 * Who runs a job's sweep now, across the instances: with Redis, a key taken with `SET NX PX` and
 * given back only by its holder; without Redis, one holder per name in this process. A lock only
 * saves duplicate work — the sweeps stay correct without it (their runs and rows are claimed in the
 * database, jobs/job-runs.ts) — so when Redis does not answer, `acquire` says yes and the database
 * claims decide.
 */
export interface JobLock {
  /** The holder's release, or null when another holder has the name. `ttlMs` bounds a holder that died. */
  acquire(name: string, ttlMs: number): Promise<JobLockLease | null>;
}

export interface JobLockLease {
  /** Gives the lock back if it is still this holder's (a lapsed lock taken by another stays theirs). */
  release(): Promise<void>;
  /** Extends the lock by `ttlMs` if it is still this holder's; false when it was lost. */
  extend(ttlMs: number): Promise<boolean>;
}

/** Deletes the key only if it still holds this owner's token. */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
/** Extends the key only if it still holds this owner's token. */
const EXTEND_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

/** The lock of this process: Redis (`<prefix>lock:<name>`) when given a client, in-process otherwise. */
export function createJobLock(redis: RedisClient | null, prefix = 'officina:'): JobLock {
  return redis ? redisJobLock(redis, `${prefix}lock:`) : memoryJobLock();
}

export function memoryJobLock(): JobLock {
  const held = new Map<string, { token: string; until: number }>();
  return {
    async acquire(name, ttlMs) {
      const now = Date.now();
      const current = held.get(name);
      if (current && current.until > now) return null;
      const token = randomBytes(8).toString('hex');
      held.set(name, { token, until: now + ttlMs });
      const mine = () => held.get(name)?.token === token;
      return {
        async release() {
          if (mine()) held.delete(name);
        },
        async extend(ms) {
          if (!mine()) return false;
          held.set(name, { token, until: Date.now() + ms });
          return true;
        },
      };
    },
  };
}

export function redisJobLock(redis: RedisClient, namespace: string): JobLock {
  return {
    async acquire(name, ttlMs) {
      const key = namespace + name;
      const token = `${INSTANCE_ID}:${randomBytes(6).toString('hex')}`;
      let taken: boolean;
      try {
        taken = (await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK';
      } catch {
        // Redis away: run anyway, the database claims keep the sweep correct.
        return { release: async () => {}, extend: async () => true };
      }
      if (!taken) return null;
      return {
        async release() {
          await redis.eval(RELEASE_SCRIPT, 1, key, token).catch(() => {});
        },
        async extend(ms) {
          try {
            return (await redis.eval(EXTEND_SCRIPT, 1, key, token, String(ms))) === 1;
          } catch {
            return true;
          }
        },
      };
    },
  };
}
