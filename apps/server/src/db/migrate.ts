import type { Kysely } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import type { Engine } from './database.ts';
import { migrationsFor } from './migrations/index.ts';

export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
}

/**
 * The database was migrated by a newer release (it has a migration this code does not know): an
 * older instance must not serve it (during a rolling upgrade, the old instances stop at their next
 * start instead of running old queries on a new schema).
 */
export class SchemaNewerThanCodeError extends MigrationFailedError {
  override name = 'SchemaNewerThanCodeError';
}

/**
 * Applies every pending migration in ONE transaction on both engines (see OfficinaSqliteDialect):
 * if any fails, none is applied, the schema stays as it was and this throws, so the server never
 * serves a half-migrated schema. On PostgreSQL Kysely takes an advisory lock for the run, so instances
 * starting together migrate one after the other (the later ones find nothing pending). A database
 * with a migration this code lacks throws SchemaNewerThanCodeError. `migrations` is replaceable for tests.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  engine: Engine,
  migrations: Record<string, Migration> = migrationsFor(engine),
): Promise<MigrationResult[]> {
  // Modules are built in parallel and two migrations may share a number (0003-crm-active-indexes,
  // 0003-opportunities): a database that already ran the later-sorting one must still run the other
  // instead of refusing to start.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const unknown =
    error instanceof Error ? /previously executed migration (\S+) is missing/.exec(error.message) : null;
  if (unknown) {
    throw new SchemaNewerThanCodeError(
      `Il database ha la migrazione "${unknown[1]}", che questa versione di Officina non conosce: è stato ` +
        'aggiornato da una versione più recente. Avvia la versione più recente (the database schema is newer ' +
        'than this code: refusing to start).',
      { cause: error },
    );
  }
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationFailedError(
      `Migrazione "${failed}" fallita, schema invariato (migration failed, nothing applied): ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  return results;
}
