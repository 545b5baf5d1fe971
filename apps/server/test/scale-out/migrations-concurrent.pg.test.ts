import { type Kysely, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createDb } from '../../src/db/engine.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

it('two instances migrating a fresh PostgreSQL database at once: both succeed, each migration applied once', async () => {
  database = await createTestDatabase();
  const a = createDb(database.database);
  const b = createDb(database.database);
  try {
    const [fromA, fromB] = await Promise.all([
      migrateToLatest(a.db as Kysely<unknown>, a.engine),
      migrateToLatest(b.db as Kysely<unknown>, b.engine),
    ]);
    const all = Object.keys(migrationsFor('postgres')).sort();
    const applied = [...fromA, ...fromB].map((r) => r.migrationName).sort();
    // Kysely's advisory lock: one ran them all, the other found none pending (never both, never half).
    expect(applied).toEqual(all);
    expect([fromA.length, fromB.length].sort((x, y) => x - y)).toEqual([0, all.length]);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      a.db,
    );
    expect(rows.map((r) => r.name)).toEqual(all);
  } finally {
    await a.close();
    await b.close();
  }
});
