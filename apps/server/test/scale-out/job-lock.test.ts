import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { startIntervalJob } from '../../src/jobs/interval-job.ts';
import { createJobLock, type JobLock, memoryJobLock } from '../../src/jobs/job-lock.ts';
import type { Log } from '../../src/log.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `officina-test-${process.pid}-${Math.random().toString(36).slice(2)}:`;
const silent = { info() {}, warn() {}, error() {} } as unknown as Log;
const clients: Redis[] = [];
const redis = (url = REDIS_URL) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', () => {});
  clients.push(client);
  return client;
};
async function ready(client: Redis) {
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}
afterAll(async () => {
  const [first] = clients;
  if (first?.status === 'ready') {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
  }
  for (const client of clients) client.disconnect();
});

/** What both implementations must do. */
function lockContract(name: string, make: () => Promise<[JobLock, JobLock]>) {
  describe(name, () => {
    it('one holder at a time; released, the name is free again', async () => {
      const [a, b] = await make();
      const lease = await a.acquire('sweep', 10_000);
      expect(lease).not.toBeNull();
      expect(await b.acquire('sweep', 10_000)).toBeNull();
      expect(await a.acquire('sweep', 10_000)).toBeNull();
      expect(await b.acquire('other sweep', 10_000)).not.toBeNull();
      await lease?.release();
      const next = await b.acquire('sweep', 10_000);
      expect(next).not.toBeNull();
      await next?.release();
    });

    it('a holder that died frees the name after its time; its late release leaves the next holder alone', async () => {
      const [a, b] = await make();
      const dead = await a.acquire('lapsing', 150);
      expect(dead).not.toBeNull();
      await sleep(300);
      const next = await b.acquire('lapsing', 10_000);
      expect(next).not.toBeNull();
      await dead?.release();
      expect(await dead?.extend(10_000)).toBe(false);
      expect(await a.acquire('lapsing', 10_000)).toBeNull();
      expect(await next?.extend(10_000)).toBe(true);
      await next?.release();
    });
  });
}

lockContract('the in-process lock', async () => {
  const lock = memoryJobLock();
  return [lock, lock];
});

lockContract('the Redis lock (two instances, two clients)', async () => [
  createJobLock(await ready(redis()), prefix),
  createJobLock(await ready(redis()), prefix),
]);

describe('the Redis lock with Redis away', () => {
  it('lets the job run (the database claims decide) instead of stopping every sweep', async () => {
    const lock = createJobLock(redis('redis://127.0.0.1:1'), prefix);
    const lease = await lock.acquire('sweep', 10_000);
    expect(lease).not.toBeNull();
    await lease?.release();
  });
});

describe('interval jobs sharing a lock', () => {
  it('two instances ticking the same job never run it at the same time, and both get turns', async () => {
    const locks = [createJobLock(await ready(redis()), prefix), createJobLock(await ready(redis()), prefix)];
    let running = 0;
    let overlap = 0;
    const runs = [0, 0];
    const jobs = locks.map((lock, i) =>
      startIntervalJob({
        name: 'shared sweep',
        intervalMs: 10,
        log: silent,
        lock,
        async run() {
          running += 1;
          if (running > 1) overlap += 1;
          runs[i] = (runs[i] ?? 0) + 1;
          await sleep(25);
          running -= 1;
        },
      }),
    );
    await sleep(1_500);
    await Promise.all(jobs.map((job) => job.stop()));
    expect(overlap).toBe(0);
    expect((runs[0] ?? 0) + (runs[1] ?? 0)).toBeGreaterThan(5);
  });
});
