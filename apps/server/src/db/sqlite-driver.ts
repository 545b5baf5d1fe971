import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
} from 'kysely';

import { type CostMark, costMark, costSince } from './sqlite.ts';
import type { SqliteReadPool } from './sqlite-read-pool.ts';

/** First come, first served: one holder at a time of the main connection. */
class Mutex {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  /** Takes the lock only if it is free right now. */
  tryLock(): boolean {
    if (this.#held) return false;
    this.#held = true;
    return true;
  }

  async lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

function runOnMain<R>(database: SQLite.Database, query: CompiledQuery): QueryResult<R> {
  const statement = database.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters as unknown[]) as R[] };
  const { changes, lastInsertRowid } = statement.run(query.parameters as unknown[]);
  return {
    insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    numAffectedRows: changes != null ? BigInt(changes) : undefined,
    rows: [],
  };
}

/**
 * A SELECT (or WITH … SELECT) that writes nothing: what the read workers may run. PRAGMAs stay on
 * the main connection — they read or set that connection's own settings.
 */
function isPlainRead(database: SQLite.Database, sql: string): boolean {
  return /^\s*(?:\/\*.*?\*\/\s*)*(?:select|with)\b/is.test(sql) && database.prepare(sql).readonly;
}

/** Below this, a read costs less than the trip to a worker and back: it runs on the main thread. */
const QUICK_READ_MS = 0.05;
/** Runs on a worker before a statement is known well enough to stay on the main thread. */
const SAMPLES_BEFORE_QUICK = 8;
const MAX_TRACKED_STATEMENTS = 2_000;

/**
 * What each read statement (by SQL text) has cost: the lesser of its CPU and wall time (see
 * `costSince` in sqlite.ts: neither alone is right on a busy machine). The cost is a
 * maximum that decays by 20 % per run, so one slow run (a parameter that matches much more) keeps
 * the statement on the workers for its next few dozen runs. The session lookup and the lookups of
 * a request take microseconds on SQLite, much less than posting to a worker and waking the event
 * loop again: those run on the main thread.
 */
export class ReadCosts {
  readonly #costs = new Map<string, { ms: number; runs: number }>();
  /** Quick statements whose last run on the main thread was slow on the clock: measured in full next. */
  readonly #suspect = new Set<string>();
  /** The full measure (CPU and clock); a test passes its own to decide what a run cost. */
  readonly #measure: { mark: () => CostMark; since: (mark: CostMark) => number };

  constructor(measure = { mark: costMark, since: costSince }) {
    this.#measure = measure;
  }

  isQuick(sql: string): boolean {
    const cost = this.#costs.get(sql);
    return cost !== undefined && cost.runs >= SAMPLES_BEFORE_QUICK && cost.ms < QUICK_READ_MS;
  }

  /**
   * Runs a statement known to be quick on this thread and learns what it cost. Reading this thread's
   * CPU time is a system call (two per run: 10 % of the server's CPU on the session lookup at 26k
   * req/s), so a quick statement is timed on the clock alone: the lesser of CPU and wall time is
   * never more than the wall time, so a run under the threshold on the clock is under it by both
   * measures. A run over it may only have been preempted: it is not recorded, and the statement's
   * next run is measured in full (CPU and clock, `costSince`), which sends a really slow statement
   * back to the workers.
   */
  measureQuick<R>(sql: string, run: () => R): R {
    if (this.#suspect.delete(sql)) {
      const mark = this.#measure.mark();
      const result = run();
      this.record(sql, this.#measure.since(mark));
      return result;
    }
    const started = performance.now();
    const result = run();
    const wall = performance.now() - started;
    if (wall < QUICK_READ_MS) this.record(sql, wall);
    else {
      if (this.#suspect.size >= MAX_TRACKED_STATEMENTS) this.#suspect.clear();
      this.#suspect.add(sql);
    }
    return result;
  }

  record(sql: string, ms: number): void {
    const cost = this.#costs.get(sql);
    if (cost) {
      cost.ms = Math.max(ms, cost.ms * 0.8);
      cost.runs++;
      return;
    }
    if (this.#costs.size >= MAX_TRACKED_STATEMENTS) this.#costs.clear();
    this.#costs.set(sql, { ms, runs: 1 });
  }
}

/**
 * What Kysely gets for each query or transaction. Outside a transaction a statement that only
 * reads goes to the read pool; anything else takes the main connection for itself. Inside a
 * transaction everything runs on the main connection, which the transaction holds from BEGIN to
 * COMMIT/ROLLBACK, so other requests' writes wait and their reads see the last commit.
 */
class RoutedConnection implements DatabaseConnection {
  readonly #database: SQLite.Database;
  readonly #pool: SqliteReadPool | null;
  readonly #mutex: Mutex;
  readonly #costs: ReadCosts;
  #inTransaction = false;

  constructor(database: SQLite.Database, pool: SqliteReadPool | null, mutex: Mutex, costs: ReadCosts) {
    this.#database = database;
    this.#pool = pool;
    this.#mutex = mutex;
    this.#costs = costs;
  }

  async begin(): Promise<void> {
    await this.#mutex.lock();
    try {
      this.#database.prepare('begin').run();
      this.#inTransaction = true;
    } catch (error) {
      this.#mutex.unlock();
      throw error;
    }
  }

  /** COMMIT or ROLLBACK, then lets the next holder in (also when the statement fails). */
  end(statement: 'commit' | 'rollback'): void {
    try {
      this.#database.prepare(statement).run();
    } finally {
      this.#inTransaction = false;
      this.#mutex.unlock();
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction) return runOnMain<R>(this.#database, query);
    if (this.#pool && isPlainRead(this.#database, query.sql)) {
      // A quick read runs here, but only while no transaction holds the main connection: it would
      // see that transaction's uncommitted writes.
      if (this.#costs.isQuick(query.sql) && this.#mutex.tryLock()) {
        try {
          return this.#costs.measureQuick(query.sql, () => runOnMain<R>(this.#database, query));
        } finally {
          this.#mutex.unlock();
        }
      }
      const { rows, ms } = await this.#pool.read(query.sql, query.parameters);
      this.#costs.record(query.sql, ms);
      return { rows: rows as R[] };
    }
    await this.#mutex.lock();
    try {
      return runOnMain<R>(this.#database, query);
    } finally {
      this.#mutex.unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams only select queries');
    // The iterator keeps the main connection busy until it ends.
    const own = !this.#inTransaction;
    if (own) await this.#mutex.lock();
    try {
      for (const row of this.#database.prepare(query.sql).iterate(query.parameters as unknown[])) {
        yield { rows: [row as R] };
      }
    } finally {
      if (own) this.#mutex.unlock();
    }
  }
}

/**
 * better-sqlite3 behind Kysely with reads on worker threads (SqliteReadPool). Kysely's own SQLite
 * driver has one connection and a mutex around it: one query at a time, on the event loop. This
 * driver keeps that rule for writes and transactions and lets reads run side by side off the main
 * thread. With no pool it behaves as Kysely's driver.
 */
export class PooledSqliteDriver implements Driver {
  readonly #database: SQLite.Database;
  readonly #pool: SqliteReadPool | null;
  readonly #mutex = new Mutex();
  readonly #costs: ReadCosts;

  constructor(database: SQLite.Database, pool: SqliteReadPool | null, costs = new ReadCosts()) {
    this.#database = database;
    this.#pool = pool;
    this.#costs = costs;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.#database, this.#pool, this.#mutex, this.#costs);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).end('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.#pool?.close();
    this.#database.close();
  }
}

/**
 * SQLite does run DDL inside transactions, but Kysely's adapter says it does not, so its Migrator
 * would apply migrations one statement at a time. Claiming support makes the Migrator wrap all
 * pending migrations in one transaction, as on PostgreSQL: a failed migration leaves the schema
 * exactly as it was. The driver serialises the main connection itself (PooledSqliteDriver), so
 * Kysely's own one-query-at-a-time lock is off.
 */
class OfficinaSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }

  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class OfficinaSqliteDialect extends SqliteDialect {
  readonly #database: SQLite.Database;
  readonly #pool: SqliteReadPool | null;
  readonly #costs: ReadCosts | undefined;

  /** `costs` is for tests that need to know where a read will run; by default each driver learns. */
  constructor(database: SQLite.Database, pool: SqliteReadPool | null, costs?: ReadCosts) {
    super({ database });
    this.#database = database;
    this.#pool = pool;
    this.#costs = costs;
  }

  override createDriver(): Driver {
    return new PooledSqliteDriver(this.#database, this.#pool, this.#costs);
  }

  override createAdapter(): SqliteAdapter {
    return new OfficinaSqliteAdapter();
  }
}
