import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheWatch } from '../../src/db/cache-watch.ts';
import { type CrmApp, createClient, createCrmApp } from '../crm/crm-fixtures.ts';

/**
 * What a PostgreSQL restart, a failover or a pooler's idle timeout does to the server's connections:
 * they are terminated while requests and an export use them. The process must survive (a checked-out
 * client's 'error' event had no listener and stopped Node), the requests that lost their connection
 * answer 503 with an Italian message, and the pool's next connection serves the next request.
 */
const UNAVAILABLE = 'Servizio momentaneamente non disponibile, riprova tra poco';
const TERMINATE_OTHERS =
  'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

let t: CrmApp;
let url: string;
beforeAll(async () => {
  t = await createCrmApp();
  url = (t.config.database as { url: string }).url;
  for (let i = 0; i < 3; i++) await createClient(t, { business_name: `Connessione ${i} S.r.l.` });
});
afterAll(async () => t?.close());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Waits until `count` of the app's backends are active and match `condition`. */
async function waitFor(admin: pg.Client, condition: string, count: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const res = await admin.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid() and ${condition}`,
    );
    if (res.rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never saw ${count} backends with ${condition}`);
}

/** Waits (at most 5 s) for the cache listener to lose its connection and subscribe again. */
async function listenerReconnected(watch: CacheWatch): Promise<void> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  for (let i = 0; i < 200 && watch.trusted; i++) await pause();
  for (let i = 0; i < 500 && !watch.trusted; i++) await pause();
}

describe('PostgreSQL connections terminated mid-flight', () => {
  it('requests that lose their connection answer 503, the next request answers 200', async () => {
    // A second connection locks the clients table, so the app's reads wait inside PostgreSQL, each
    // on its own checked-out connection, until a third one terminates their backends. (A connection
    // inside a transaction sees one snapshot of pg_stat_activity: the locker cannot watch.)
    const locker = await connect();
    const admin = await connect();
    const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    await locker.query('begin');
    await locker.query('lock table clients in access exclusive mode');
    // inject() starts when awaited: Promise.resolve sends each request now.
    const get = (path: string) => Promise.resolve(t.request({ method: 'GET', url: path, token: t.admin }));
    const pending = [
      get('/api/clients'),
      get('/api/clients?q=connessione'),
      get('/api/clients/1'),
      get('/api/clients/export?format=csv'),
    ];
    try {
      await waitFor(admin, "wait_event_type = 'Lock'", pending.length);
      await admin.query(`${TERMINATE_OTHERS} and pid <> $1`, [lockerPid]);
    } finally {
      await locker.query('rollback');
      await locker.end();
      await admin.end();
    }

    const answers = await Promise.all(pending);
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 600)).toBe(503);
      expect(res.json().alert.message).toBe(UNAVAILABLE);
    }
    const after = await get('/api/clients');
    expect(after.statusCode).toBe(200);
    expect(after.json().meta.total).toBe(3);
  });

  it('a transaction whose connection is terminated fails; the process and the pool go on', async () => {
    const running = t.app.db
      .transaction()
      .execute(async (trx) => sql`select pg_sleep(5)`.execute(trx))
      .then(
        () => 'finished',
        (error: Error) => error.message,
      );
    const admin = await connect();
    await waitFor(admin, "query like 'select pg_sleep%'", 1);
    await admin.query(TERMINATE_OTHERS);
    await admin.end();
    expect(await running).not.toBe('finished');
    // Every backend went at once, the pool's idle ones too: on a loaded machine the next request could
    // take an idle client whose termination the event loop has not read yet. The cache listener was
    // terminated with them (db/cache-listener.ts); once it has noticed and subscribed again (≥ 0.5 s),
    // the pool has heard of its own losses as well.
    await listenerReconnected(t.context.cacheWatch);
    const health = await t.request({ method: 'GET', url: '/api/clients', token: t.admin });
    expect(health.statusCode).toBe(200);
  });
});
