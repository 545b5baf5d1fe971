import type { Kysely } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import type { Engine } from './database.ts';
import { migrationsFor } from './migrations/index.ts';

export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
}

/**
 * Applies every pending migration in ONE transaction on both engines (see OfficinaSqliteDialect):
 * if any fails, none is applied, the schema stays as it was and this throws, so the server never
 * serves a half-migrated schema. `migrations` is replaceable for tests.
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
