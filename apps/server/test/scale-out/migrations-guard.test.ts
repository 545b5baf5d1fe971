import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb } from '../../src/db/engine.ts';
import { migrateToLatest, SchemaNewerThanCodeError } from '../../src/db/migrate.ts';
import { migrationsFor } from '../../src/db/migrations/index.ts';
import { testConfig } from '../helper.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/** A database a newer release migrated: every migration of this code, and one it does not know. */
async function migratedByNewerRelease(): Promise<TestDatabase> {
  database = await createTestDatabase();
  const handle = createDb(database.database);
  try {
    const newer = {
      ...migrationsFor(handle.engine),
      '9999-from-a-newer-release': { up: async () => {} },
    };
    await migrateToLatest(handle.db as Kysely<unknown>, handle.engine, newer);
  } finally {
    await handle.close();
  }
  return database;
}

describe(`an instance older than the database's schema (${testEngine})`, () => {
  it('migrateToLatest refuses, naming the migration it does not know', async () => {
    const db = await migratedByNewerRelease();
    const handle = createDb(db.database);
    try {
      const error = await migrateToLatest(handle.db as Kysely<unknown>, handle.engine).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SchemaNewerThanCodeError);
      expect((error as Error).message).toContain('"9999-from-a-newer-release"');
      expect((error as Error).message).toContain('Avvia la versione più recente');
    } finally {
      await handle.close();
    }
  });

  it('the server does not start on it', async () => {
    const db = await migratedByNewerRelease();
    await expect(buildApp(testConfig(db), { logStream: { write: () => {} } })).rejects.toThrow(
      SchemaNewerThanCodeError,
    );
  });
});
