import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheStats } from '../src/modules/auth/session-user.ts';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';
import { eventually, me, trusted } from './support/session-cache.ts';

/**
 * The session lookups one instance remembers, forgotten when another instance or another
 * PostgreSQL client changes a session, a user or a group (db/cache-listener.ts, migration
 * 0029-cache-notify, decision 0016), and not remembered while the listener is cut off.
 */
describe('session lookups with other writers (postgres)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    // A second instance on the same database: b shares a's config.
    b = await createTestApp({ database: a.config.database });
    await trusted(a);
    await trusted(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a sign-out on one instance is refused by the other', async () => {
    const token = await a.login(ADMIN.email, ADMIN.password);
    expect((await me(b, token)).statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(200);
    const hits = sessionCacheStats(b.context).hits;
    expect((await me(b, token)).statusCode).toBe(200);
    expect(sessionCacheStats(b.context).hits).toBe(hits + 1);
    await a.request({ method: 'POST', url: '/api/auth/logout', token });
    await eventually(async () => (await me(b, token)).statusCode, 401);
  });

  it('a session revoked in psql is refused by both', async () => {
    const token = await a.login(ADMIN.email, ADMIN.password);
    for (const t of [a, b]) expect((await me(t, token)).statusCode).toBe(200);
    const client = new pg.Client({ connectionString: (a.config.database as { url: string }).url });
    await client.connect();
    try {
      await client.query('update sessions set revoked_at = now() where revoked_at is null');
    } finally {
      await client.end();
    }
    for (const t of [a, b]) await eventually(async () => (await me(t, token)).statusCode, 401);
  });

  it('the listener’s connection lost: lookups every request meanwhile, remembered again once it is back', async () => {
    const token = await a.login(ADMIN.email, ADMIN.password);
    expect((await me(b, token)).statusCode).toBe(200);
    const client = new pg.Client({ connectionString: (a.config.database as { url: string }).url });
    await client.connect();
    try {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
    } finally {
      await client.end();
    }
    for (let i = 0; i < 100 && b.context.cacheWatch.trusted; i++) await new Promise((r) => setTimeout(r, 10));
    expect(b.context.cacheWatch.trusted).toBe(false);
    const lookups = sessionCacheStats(b.context).lookups;
    expect((await me(b, token)).statusCode).toBe(200);
    expect(sessionCacheStats(b.context).lookups).toBe(lookups + 1);
    await trusted(b);
    expect((await me(b, token)).statusCode).toBe(200);
    const hits = sessionCacheStats(b.context).hits;
    expect((await me(b, token)).statusCode).toBe(200);
    expect(sessionCacheStats(b.context).hits).toBe(hits + 1);
  });
});
