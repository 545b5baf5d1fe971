import { Kysely, PostgresDialect } from 'kysely';
import type { DatabaseConfig } from '../config/config.ts';
import type { Database, Engine } from './database.ts';
import { createPgPool } from './postgres.ts';
import { OfficinaSqliteDialect, openSqlite, withStatementCache } from './sqlite.ts';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Closes the pool or the SQLite file. */
  close(): Promise<void>;
}

const logPoolError = (error: Error) =>
  console.error('PostgreSQL: connessione inattiva chiusa', error.message);

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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const database = openSqlite(config.file);
  const db = new Kysely<Database>({
    dialect: new OfficinaSqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
