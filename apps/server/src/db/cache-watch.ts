import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Dialect,
  type Driver,
  InsertQueryNode,
  type OperationNode,
  type QueryResult,
  RawNode,
  TableNode,
  type TransactionSettings,
  UpdateQueryNode,
} from 'kysely';

/**
 * Knows when the few tables whose reads a server remembers between requests may have changed:
 * what a signed-in request depends on (its session, its user, its group's rules: the session
 * lookup, modules/auth/session-user.ts) and what the settings calls answer (users and groups for
 * the people settings, settings and lookups for the others: modules/settings). Decision 0016.
 * A `generation` number moves on at every such change; an answer remembered under an older
 * generation is stale.
 *
 * Changes made through this process are seen by the database driver itself (`watchWrites`): a write
 * to `users`, `user_groups`, `settings` or `lookups`, or an update or delete of `sessions` (a new
 * session changes no other one), moves the generation on before it runs and again once it is
 * committed — after the statement, or at COMMIT/ROLLBACK when it ran in a transaction. A read that
 * started in between is therefore stored under a generation that is already old when the change
 * becomes visible.
 *
 * Changes made by another process arrive on PostgreSQL through `changed()` (another instance, a
 * `psql` session: db/cache-listener.ts LISTENs on the channel the triggers of migration 0029
 * notify); `trusted` says whether they can be heard at all: false until the listener has subscribed
 * and whenever it has lost its connection, and then nothing is remembered. On SQLite another
 * process's commit (a second server on the same file, a command-line tool) moves the file's
 * `data_version`, which is read at every reading of the generation (one pragma, about a
 * microsecond).
 */
export class CacheWatch {
  #generation = 0;
  #trusted: boolean;
  readonly #external: (() => number) | undefined;
  #externalSeen: number | undefined;

  /**
   * `trusted` from the start when changes by other processes need no listener; `external` reads a
   * number that moves when another process commits to the database (SQLite's `data_version`), polled
   * at each reading of the generation.
   */
  constructor(options: { trusted: boolean; external?: () => number }) {
    this.#trusted = options.trusted;
    this.#external = options.external;
    this.#externalSeen = this.#external?.();
  }

  get generation(): number {
    if (this.#external) {
      let seen: number;
      try {
        seen = this.#external();
      } catch {
        // Not readable now (a connection busy with a streamed query): assume a change.
        return ++this.#generation;
      }
      if (seen !== this.#externalSeen) {
        this.#externalSeen = seen;
        this.#generation++;
      }
    }
    return this.#generation;
  }

  get trusted(): boolean {
    return this.#trusted;
  }

  /** Something a remembered answer depends on may have changed (or is about to). */
  changed(): void {
    this.#generation++;
  }

  /** The listener subscribed (true) or lost its connection (false); either way nothing old is kept. */
  setTrusted(trusted: boolean): void {
    this.#trusted = trusted;
    this.#generation++;
  }
}

/** Any write to these may change a remembered answer… */
const ANY_WRITE = new Set(['users', 'user_groups', 'settings', 'lookups']);
/** …and an update or delete of these too (a new session leaves every other one as it was). */
const CHANGE = new Set([...ANY_WRITE, 'sessions']);
/** Raw SQL (migrations, maintenance) is matched on its text. */
const RAW_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?\w+"?\.)?"?(users|user_groups|sessions|settings|lookups)"?(?=[\s(;]|$)/i;

function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableOf(node.node);
  return undefined;
}

function isOneOf(node: OperationNode | undefined, tables: Set<string>): boolean {
  const table = tableOf(node);
  return table !== undefined && tables.has(table);
}

/** Whether a statement may change an answer remembered between requests. */
export function touchesCached(query: CompiledQuery): boolean {
  const node = query.query;
  if (UpdateQueryNode.is(node)) return isOneOf(node.table, CHANGE);
  if (DeleteQueryNode.is(node)) return node.from.froms.some((from) => isOneOf(from, CHANGE));
  if (InsertQueryNode.is(node)) return isOneOf(node.into, ANY_WRITE);
  if (RawNode.is(node)) return RAW_WRITE.test(query.sql);
  return false;
}

class WatchedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #watch: CacheWatch;
  inTransaction = false;
  /** A write to the watched tables ran in the open transaction: the generation moves at its end. */
  dirty = false;

  constructor(inner: DatabaseConnection, watch: CacheWatch) {
    this.inner = inner;
    this.#watch = watch;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!touchesCached(query)) return this.inner.executeQuery<R>(query);
    this.#watch.changed();
    if (this.inTransaction) {
      this.dirty = true;
      return this.inner.executeQuery<R>(query);
    }
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.#watch.changed();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WatchedDriver implements Driver {
  readonly #inner: Driver;
  readonly #watch: CacheWatch;

  constructor(inner: Driver, watch: CacheWatch) {
    this.#inner = inner;
    this.#watch = watch;
    // Savepoints are the inner driver's, when it has them (PostgreSQL's does).
    const savepoints = ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const;
    for (const name of savepoints) {
      const method = inner[name];
      if (method) {
        this[name] = (connection, savepointName, compileQuery) =>
          method.call(inner, (connection as WatchedConnection).inner, savepointName, compileQuery);
      }
    }
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.#inner.acquireConnection(), this.#watch);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.#inner.beginTransaction(watched.inner, settings);
    watched.inTransaction = true;
    watched.dirty = false;
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#end(connection as WatchedConnection, () =>
      this.#inner.commitTransaction((connection as WatchedConnection).inner),
    );
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#end(connection as WatchedConnection, () =>
      this.#inner.rollbackTransaction((connection as WatchedConnection).inner),
    );
  }

  async #end(connection: WatchedConnection, end: () => Promise<void>): Promise<void> {
    try {
      await end();
    } finally {
      connection.inTransaction = false;
      if (connection.dirty) this.#watch.changed();
      connection.dirty = false;
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection((connection as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The dialect with its driver watched: every write through it is seen by `watch`. */
export function watchWrites(dialect: Dialect, watch: CacheWatch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), watch),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
