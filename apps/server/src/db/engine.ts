import os from 'node:os';
import type { Kysely } from 'kysely';
import { PostgresDialect } from 'kysely';
import type { DatabaseConfig } from '../config/config.ts';
import { CacheWatch, watchWrites } from './cache-watch.ts';
import type { Database, Engine } from './database.ts';
import { createPgPool } from './postgres.ts';
import { RetryingKysely } from './retrying-kysely.ts';
import { openSqlite, withStatementCache } from './sqlite.ts';
import { OfficinaSqliteDialect } from './sqlite-driver.ts';
import { SqliteReadPool } from './sqlite-read-pool.ts';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** When a remembered answer may be stale (db/cache-watch.ts): every write goes through it. */
  cacheWatch: CacheWatch;
  /** Closes the pool or the SQLite file. */
  close(): Promise<void>;
}

const logPoolError = (error: Error) =>
  console.error('PostgreSQL: connessione inattiva chiusa', error.message);

/**
 * SQLite read workers when SQLITE_READ_WORKERS is unset: one per core, at least two, at most four.
 * Measured on 2 cores (docs/PERFORMANCE.md, fifth pass): two workers beat one on the CRM search and
 * deep page; the main thread mostly waits while they read.
 */
export function defaultReadWorkers(): number {
  return Math.min(4, Math.max(2, os.availableParallelism()));
}

/**
 * The engine factory: SQLite file by default, PostgreSQL when DATABASE_URL says postgres://.
 * `onPoolError` hears about idle PostgreSQL connections the server closed (see createPgPool).
 */
export function createDb(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void = logPoolError,
): DbHandle {
  if (config.engine === 'postgres') {
    const pool = createPgPool(config.url, onPoolError);
    // Other instances write too: nothing is trusted until the listener hears them (cache-listener.ts).
    const cacheWatch = new CacheWatch({ trusted: false });
    const db = new RetryingKysely<Database>({
      dialect: watchWrites(new PostgresDialect({ pool }), cacheWatch),
    });
    return { db, engine: 'postgres', cacheWatch, close: () => db.destroy() };
  }
  const database = openSqlite(config.file);
  const workers = config.readWorkers ?? defaultReadWorkers();
  const pool = workers > 0 ? new SqliteReadPool(config.file, workers) : null;
  // This process's writes go through the driver; another process's commits move data_version.
  const dataVersion = database.prepare('pragma data_version').pluck();
  const cacheWatch = new CacheWatch({ trusted: true, external: () => dataVersion.get() as number });
  const db = new RetryingKysely<Database>({
    dialect: watchWrites(new OfficinaSqliteDialect(withStatementCache(database), pool), cacheWatch),
  });
  return { db, engine: 'sqlite', cacheWatch, close: () => db.destroy() };
}
