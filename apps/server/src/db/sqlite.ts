import fs from 'node:fs';
import path from 'node:path';
// The one module it needs, not the package's index: the read workers load this file, and the index
// (every schema, zod) would cost each of them ~30 MB.
import { romeDateOf } from '@officina/contracts/rome-time';
import SQLite from 'better-sqlite3';
import { searchTerms } from './search.ts';

/**
 * Opens a SQLite file with the durability pragmas of docs/decisions/0001, set on every open:
 * better-sqlite3 would otherwise fall back to synchronous=NORMAL on a reopened WAL file.
 */
/**
 * Kysely prepares every query anew, and preparing costs more than running the small indexed
 * queries of a request. Statements are cached by their SQL text (a bounded set: queries are built
 * from code, values travel as parameters). Reuse is safe because Kysely holds the single SQLite
 * connection for the whole of each query, streams included.
 */
export function withStatementCache(database: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, receiver);
        // Native methods must run on the real object, not on the proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (sql: string) => {
        let statement = cache.get(sql);
        if (!statement) {
          if (cache.size >= max) cache.clear();
          statement = prepare(sql);
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

export function openSqlite(file: string): SQLite.Database {
  // Only the server's user may read the data directory (password hashes, sessions).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Read performance only (durability untouched): SQLite's default page cache is 2 MB, so lists
  // and reports over a few hundred MB re-read pages from the OS on every request. A 64 MB cache,
  // memory-mapped reads (pages come straight from the OS page cache, no read() copy per page) and
  // in-memory temporary b-trees (GROUP BY / ORDER BY without an index) cut that work.
  setReadPragmas(database);
  registerRomeDay(database);
  registerSearchTerms(database);
  return database;
}

function setReadPragmas(database: SQLite.Database): void {
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 268435456');
  database.pragma('temp_store = memory');
}

/** A reading of this thread's CPU time and of the clock, taken before a statement runs. */
export interface CostMark {
  cpu: NodeJS.CpuUsage;
  wall: number;
}

export function costMark(): CostMark {
  return { cpu: process.threadCpuUsage(), wall: performance.now() };
}

/**
 * What a statement cost since `mark`, in ms: the lesser of this thread's CPU time and the clock's.
 * Wall time alone would count the moments a busy machine ran other threads and call a microsecond
 * lookup slow. CPU time alone is coarse: the kernel accounts a thread's time in chunks, so most
 * readings of a 20 µs statement say 0 and one now and then says 1–2 ms (the chunk landed there),
 * which sent the session lookup to the read workers for its next dozen runs whenever the machine
 * was busy. A statement that really is slow is slow by both measures.
 */
export function costSince(mark: CostMark): number {
  const used = process.threadCpuUsage(mark.cpu);
  return Math.min((used.user + used.system) / 1000, performance.now() - mark.wall);
}

/**
 * A read-only connection to the app's SQLite file, for the read workers (sqlite-read-pool.ts): the
 * same read pragmas and functions as the main connection, and `query_only` on top of the read-only
 * open so that nothing routed here by mistake could write.
 */
export function openSqliteReader(file: string): SQLite.Database {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  database.pragma('query_only = ON');
  setReadPragmas(database);
  registerRomeDay(database);
  registerSearchTerms(database);
  return database;
}

/**
 * `officina_search_terms(search_text)` → the record's search terms (db/search.ts `searchTerms`) as a
 * JSON array, for `json_each`: the triggers that keep the clients' and persons' search-terms tables
 * (migration 0013) call it, so every connection that may write those tables opens through here.
 * PostgreSQL has the same function in SQL.
 */
export function registerSearchTerms(database: SQLite.Database): void {
  database.function('officina_search_terms', { deterministic: true }, (text: unknown) =>
    JSON.stringify(typeof text === 'string' ? searchTerms(text) : []),
  );
}

/**
 * `rome_day(instant)` → the Europe/Rome date `YYYY-MM-DD` of an ISO instant. SQLite has no time
 * zones; the triggers that keep `timing_day_totals` (migration 0009) call it, so every connection
 * that may write `timings` — the app, the migrate and seed CLIs, tests, benches — opens through
 * here. Deterministic: same instant, same day (the offsets come from Intl's tz data).
 */
export function registerRomeDay(database: SQLite.Database): void {
  database.function('rome_day', { deterministic: true }, (instant: unknown) => {
    if (instant === null) return null;
    const ms = typeof instant === 'string' ? Date.parse(instant) : Number.NaN;
    if (Number.isNaN(ms)) throw new TypeError(`rome_day: not an ISO instant: ${String(instant)}`);
    return romeDateOf(ms);
  });
}
