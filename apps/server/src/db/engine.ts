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

/** The engine factory: SQLite file by default, PostgreSQL when DATABASE_URL says postgres://. */
export function createDb(config: DatabaseConfig): DbHandle {
  if (config.engine === 'postgres') {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPgPool(config.url) }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const database = openSqlite(config.file);
  const db = new Kysely<Database>({
    dialect: new OfficinaSqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
