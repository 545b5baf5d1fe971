import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheStats } from '../src/modules/auth/session-user.ts';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';
import { eventually, me, trusted } from './support/session-cache.ts';
import { testEngine } from './test-db.ts';

/**
 * The session lookups a server remembers (modules/auth/session-user.ts, db/cache-watch.ts, decision
 * 0016): answered from memory while nothing changed, forgotten by any write to sessions, users or
 * groups — through the app's own statements, raw SQL, a transaction once it commits, and on
 * PostgreSQL another process.
 */
describe(`session lookups remembered (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await trusted(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a signed-in user’s requests after the first are answered without a lookup', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    expect((await me(t, token)).statusCode).toBe(200);
    const before = sessionCacheStats(t.context);
    for (let i = 0; i < 5; i++) expect((await me(t, token)).statusCode).toBe(200);
    const after = sessionCacheStats(t.context);
    expect(after.lookups - before.lookups).toBe(0);
    expect(after.hits - before.hits).toBe(5);
  });

  it('a sign-out is refused on the very next request', async () => {
    const token = await t.login(ADMIN.email, ADMIN.password);
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBeLessThan(
      300,
    );
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('a user deactivated by raw SQL through the app’s database is refused next', async () => {
    await t.createUser({ email: 'cache.raw@test.it', password: 'password-raw-1' });
    const token = await t.login('cache.raw@test.it', 'password-raw-1');
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await me(t, token)).statusCode).toBe(200);
    await sql`update users set active = ${testEngine === 'postgres' ? sql`false` : sql`0`} where email = ${'cache.raw@test.it'}`.execute(
      t.app.db,
    );
    const refused = await me(t, token);
    expect(refused.statusCode).toBe(401);
  });

  it('a change inside a transaction counts from its commit: the old answer until then, refused after', async () => {
    await t.createUser({ email: 'cache.tx@test.it', password: 'password-tx-1' });
    const token = await t.login('cache.tx@test.it', 'password-tx-1');
    expect((await me(t, token)).statusCode).toBe(200);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const transaction = t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ banned: testEngine === 'postgres' ? (true as never) : (1 as never) })
        .where('email', '=', 'cache.tx@test.it')
        .execute();
      written();
      await held;
    });
    await wrote;
    // SQLite: the reads of other requests see the last commit (the transaction holds the writer).
    if (testEngine === 'postgres') expect((await me(t, token)).statusCode).toBe(200);
    release();
    await transaction;
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('a group’s rules changed are applied on the next request', async () => {
    await t.createUser({ email: 'cache.group@test.it', password: 'password-group-1', group: 'technicians' });
    const token = await t.login('cache.group@test.it', 'password-group-1');
    const clients = () => t.request({ method: 'GET', url: '/api/clients', token });
    expect((await clients()).statusCode).toBe(200);
    expect((await clients()).statusCode).toBe(200);
    const group = await t.app.db
      .selectFrom('users')
      .select('group_id')
      .where('email', '=', 'cache.group@test.it')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('user_groups')
      .set({ rules: '[]' })
      .where('id', '=', group.group_id as number)
      .execute();
    expect((await clients()).statusCode).toBe(403);
  });

  it('a sign-out through another server on the same database is refused here too', async () => {
    // Two servers on one SQLite file (a command-line tool writing beside the server is the same
    // case): the other's commit moves the file's data_version. On PostgreSQL the listener hears it.
    const other = await createTestApp({ database: t.config.database });
    try {
      const token = await t.login(ADMIN.email, ADMIN.password);
      expect((await me(t, token)).statusCode).toBe(200);
      expect((await me(t, token)).statusCode).toBe(200);
      expect(
        (await other.request({ method: 'POST', url: '/api/auth/logout', token })).statusCode,
      ).toBeLessThan(300);
      if (testEngine === 'sqlite') expect((await me(t, token)).statusCode).toBe(401);
      else await eventually(async () => (await me(t, token)).statusCode, 401);
    } finally {
      await other.close();
    }
  });
});
