import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createDb, type DbHandle } from '../src/db/engine.ts';
import { MigrationFailedError, migrateToLatest } from '../src/db/migrate.ts';
import { migrationsFor } from '../src/db/migrations/index.ts';
import { searchTerms } from '../src/db/search.ts';
import { createTestApp } from './helper.ts';
import { createTestDatabase, type TestDatabase, testEngine } from './test-db.ts';

let current: { handle: DbHandle; database: TestDatabase } | undefined;
afterEach(async () => {
  await current?.handle.close();
  await current?.database.drop();
  current = undefined;
});

async function freshDb() {
  const database = await createTestDatabase();
  const handle = createDb(database.database);
  current = { handle, database };
  return handle;
}

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

async function userColumns(db: Kysely<Database>): Promise<string[]> {
  const users = (await db.introspection.getTables()).find((t) => t.name === 'users');
  return (users?.columns ?? []).map((c) => c.name).sort();
}

/** Creates a table, alters another, inserts a row, then fails: none of it may survive. */
const broken: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('should_vanish').addColumn('id', 'integer').execute();
    await db.schema.alterTable('users').addColumn('half_done', 'text').execute();
    await sql`insert into settings (key, value, updated_at) values ('company_name', 'x', '2026-01-01T00:00:00.000Z')`.execute(
      db,
    );
    await sql`select * from table_that_does_not_exist`.execute(db);
  },
};

describe(`migrations (${testEngine})`, () => {
  it('creates every table and is idempotent', async () => {
    const { db, engine } = await freshDb();
    const first = await migrateToLatest(db as Kysely<unknown>, engine);
    expect(first.map((r) => r.status)).toEqual(Object.keys(migrationsFor(engine)).map(() => 'Success'));
    expect(await tableNames(db)).toEqual(
      expect.arrayContaining([
        'activity_log',
        'lookups',
        'password_resets',
        'sessions',
        'settings',
        'user_groups',
        'users',
      ]),
    );
    expect(await migrateToLatest(db as Kysely<unknown>, engine)).toEqual([]);
  });

  it('0011 folds the apostrophes of the keys already stored (and 0013 indexes the folded terms)', async () => {
    const { db, engine } = await freshDb();
    const all = migrationsFor(engine);
    const upTo0010 = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0011'));
    await migrateToLatest(db as Kysely<unknown>, engine, upTo0010);
    const now = '2026-11-22T10:00:00.000Z';
    await sql`insert into clients (business_name, name_key, search_text, city, city_key, created_at, updated_at)
      values ('L’Aquila Dolci', 'l’aquila dolci', 'l’aquila dolci reggio nell’emilia', 'Reggio nell’Emilia',
              'reggio nell’emilia', ${now}, ${now}),
             ('Plain', 'plain', 'plain', null, null, ${now}, ${now})`.execute(db);
    expect((await migrateToLatest(db as Kysely<unknown>, engine, all)).map((r) => r.migrationName)).toEqual(
      Object.keys(all).filter((name) => name >= '0011'),
    );
    const rows = await sql<{ name_key: string; city_key: string | null; search_text: string }>`
      select name_key, city_key, search_text from clients order by id`.execute(db);
    expect(rows.rows).toEqual([
      {
        name_key: "l'aquila dolci",
        city_key: "reggio nell'emilia",
        search_text: "l'aquila dolci reggio nell'emilia",
      },
      { name_key: 'plain', city_key: null, search_text: 'plain' },
    ]);
    // 0013 built the search terms from the folded text.
    const found = await sql<{ record_id: number }>`select record_id from clients_search_terms
      where archived = false and term >= ${"nell'emilia"} and term < ${"nell'emilib"}`.execute(db);
    expect(found.rows).toHaveLength(1);
  });

  it('0013 indexes the search terms of the rows already stored, as searchTerms computes them', async () => {
    const { db, engine } = await freshDb();
    const all = migrationsFor(engine);
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0013'));
    await migrateToLatest(db as Kysely<unknown>, engine, before);
    const now = '2026-11-22T10:00:00.000Z';
    // Dots, digits, an @, an emoji (two UTF-16 units, one character), a 3- and a 2-letter word.
    const text = 'rossi s.r.l. 01234567890 info@rossi.it caffè☕️ 𝔸bcd via ab';
    await sql`insert into clients (business_name, name_key, search_text, created_at, updated_at, archived_at)
      values ('Rossi', 'rossi', ${text}, ${now}, ${now}, null),
             ('Old', 'old', 'vecchia ditta', ${now}, ${now}, ${now})`.execute(db);
    await migrateToLatest(db as Kysely<unknown>, engine, all);
    const terms = await sql<{ archived: boolean | number; term: string }>`select archived, term
      from clients_search_terms`.execute(db);
    const keys = (rows: { archived: boolean | number; term: string }[]) =>
      rows.map((r) => `${Number(r.archived)} ${r.term}`).sort();
    const expected = keys([
      ...searchTerms(text).map((term) => ({ archived: false, term })),
      ...searchTerms('vecchia ditta').map((term) => ({ archived: true, term })),
    ]);
    expect(keys(terms.rows)).toEqual(expected);
    expect(expected).toEqual(
      expect.arrayContaining(['0 s.r.l.', '0 .it', '0 bcd', '0 𝔸bcd', '0 via', '1 ditta']),
    );
    expect(expected).not.toContain('0 ab');
  });

  it('0014 gives the users already stored their name_key ("Nome Cognome" normalised)', async () => {
    const { db, engine } = await freshDb();
    const all = migrationsFor(engine);
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0014'));
    await migrateToLatest(db as Kysely<unknown>, engine, before);
    const now = '2026-11-22T10:00:00.000Z';
    await sql`insert into users (email, password_hash, name, surname, active, banned, theme, created_at, updated_at)
      values ('e@x.it', 'x', 'Élodie', 'D’Angelo', true, false, 'light', ${now}, ${now}),
             ('m@x.it', 'x', 'MARCO', 'Bianchi', true, false, 'light', ${now}, ${now})`.execute(db);
    await migrateToLatest(db as Kysely<unknown>, engine, all);
    const rows = await sql<{ email: string; name_key: string }>`select email, name_key from users
      order by email`.execute(db);
    expect(rows.rows).toEqual([
      { email: 'e@x.it', name_key: "elodie d'angelo" },
      { email: 'm@x.it', name_key: 'marco bianchi' },
    ]);
  });

  it('a failed migration leaves an existing schema exactly as it was', async () => {
    const { db, engine } = await freshDb();
    await migrateToLatest(db as Kysely<unknown>, engine);
    const tablesBefore = await tableNames(db);
    const columnsBefore = await userColumns(db);

    const migrations = { ...migrationsFor(engine), '9999-broken': broken };
    await expect(migrateToLatest(db as Kysely<unknown>, engine, migrations)).rejects.toThrow(
      MigrationFailedError,
    );

    expect(await tableNames(db)).toEqual(tablesBefore);
    expect(await userColumns(db)).toEqual(columnsBefore);
    expect(await db.selectFrom('settings').selectAll().execute()).toEqual([]);
    // Fixed, the migration list applies normally afterwards.
    expect(await migrateToLatest(db as Kysely<unknown>, engine)).toEqual([]);
  });

  it('a failure in a later migration also undoes the earlier ones of the same run', async () => {
    const { db, engine } = await freshDb();
    const migrations = { ...migrationsFor(engine), '9999-broken': broken };
    const error = await migrateToLatest(db as Kysely<unknown>, engine, migrations).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailedError);
    expect((error as Error).message).toContain('9999-broken');
    const names = await tableNames(db);
    expect(names).not.toContain('users');
    expect(names).not.toContain('should_vanish');
  });
});

if (testEngine === 'sqlite') {
  describe('SQLite pragmas', () => {
    it('are set on every open', async () => {
      const { db } = await freshDb();
      const value = async (pragma: string) =>
        Object.values((await sql.raw(`pragma ${pragma}`).execute(db)).rows[0] as object)[0];
      expect(await value('journal_mode')).toBe('wal');
      expect(await value('synchronous')).toBe(2); // FULL
      expect(await value('foreign_keys')).toBe(1);
      expect(await value('busy_timeout')).toBe(5000);
    });
  });
}

// Engine specifics live here, registered only for their engine (nothing is reported as skipped).
if (testEngine === 'postgres') {
  describe('PostgreSQL pool', () => {
    it('survives the server closing idle connections and keeps answering', async () => {
      const t = await createTestApp();
      try {
        expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        const url = t.config.database.engine === 'postgres' ? t.config.database.url : '';
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        try {
          const killed = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [new URL(url).pathname.slice(1)],
          );
          expect(killed.rowCount).toBeGreaterThan(0);
        } finally {
          await admin.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect(t.logs.some((line) => line.includes('connessione inattiva chiusa'))).toBe(true);
      } finally {
        await t.close();
      }
    });
  });
}
