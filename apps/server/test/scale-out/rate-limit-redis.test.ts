import { errorMessages } from '@officina/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper.ts';
import { testEngine } from '../test-db.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `officina-test-${process.pid}-${Math.random().toString(36).slice(2)}:`;
const rateLimited = { alert: { message: errorMessages.rateLimited, type: 'error' } };

const attempt = (t: TestApp, email: string, password: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe(`rate limits shared through Redis (${testEngine})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two instances of the app (two databases is enough: the counters live in Redis only).
    a = await createTestApp({ redisUrl: REDIS_URL, redisPrefix });
    b = await createTestApp({ redisUrl: REDIS_URL, redisPrefix });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('failed sign-ins for one e-mail count across instances: 5 on A and 5 on B spend the 10', async () => {
    const email = 'condivisa@test.it';
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a, email, `sbagliata-${i}`, `10.9.0.${i}`)).statusCode).toBe(401);
      expect((await attempt(b, email, `sbagliata-${i}`, `10.9.1.${i}`)).statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const blocked = await attempt(t, email, 'qualsiasi', '10.9.2.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(rateLimited);
    }
    // The counter is in Redis, under the installation's prefix.
    const redis = new Redis(REDIS_URL);
    try {
      expect(await redis.get(`${redisPrefix}rate-limit:login-email:${email}`)).toBe('10');
    } finally {
      redis.disconnect();
    }
  });

  it('password-reset mails per address count across instances', async () => {
    const forgot = (t: TestApp) =>
      t.request({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: 'nessuno@test.it' },
        remoteAddress: '10.9.3.1',
      });
    for (let i = 0; i < 10; i++) expect((await forgot(i % 2 === 0 ? a : b)).statusCode).toBe(200);
    expect((await forgot(a)).statusCode).toBe(429);
    expect((await forgot(b)).statusCode).toBe(429);
  });
});

describe(`rate limits while Redis is away (${testEngine})`, () => {
  it('sign-in keeps answering, limited per instance (never a 500), and the fallback is logged', async () => {
    const t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', redisPrefix });
    try {
      const email = 'senza-redis@test.it';
      for (let i = 0; i < 10; i++) {
        expect((await attempt(t, email, `sbagliata-${i}`, '10.9.4.1')).statusCode).toBe(401);
      }
      const blocked = await attempt(t, email, 'qualsiasi', '10.9.4.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(rateLimited);
      expect(t.logs.join('\n')).toContain('rate limits: Redis unavailable, counting on this instance');
    } finally {
      await t.close();
    }
  });
});
