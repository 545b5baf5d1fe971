import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SqliteAdapter, SqliteDialect } from 'kysely';

/**
 * Opens a SQLite file with the pragmas DESIGN §1 requires, set explicitly on every open:
 * better-sqlite3 would otherwise fall back to synchronous=NORMAL on a reopened WAL file.
 */
export function openSqlite(file: string): SQLite.Database {
  // Only the server's user may read the data directory (password hashes, sessions).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}

/**
 * SQLite does run DDL inside transactions, but Kysely's adapter says it does not, so its Migrator
 * would apply migrations one statement at a time. Claiming support makes the Migrator wrap all
 * pending migrations in one transaction, as on PostgreSQL: a failed migration leaves the schema
 * exactly as it was.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class OfficinaSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
