import pg from 'pg';

const INT8 = 20;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const DATE = 1082;

/**
 * `2026-10-05 06:00:00.123+00` (a timestamptz in a UTC session) → `2026-10-05T06:00:00.123Z` by slicing:
 * the general parser (regex + Date + toISOString) was the largest single cost of a list request's rows.
 * Anything else (another offset, infinity, BC) goes through the general parser.
 */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;
export function timestampToIso(value: string, general: (value: string) => Date): string {
  const m = UTC_TIMESTAMP.exec(value);
  if (!m) return general(value).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * Type parsers for this pool only (not pg's global ones): bigint counts as numbers and instants as
 * ISO strings, dates as their `YYYY-MM-DD` text (pg would make a local-midnight Date), so rows look
 * the same as SQLite's and mappers stay engine-agnostic.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) {
      const general = pg.types.getTypeParser(oid, 'text') as (value: string) => Date;
      return (value: string) => timestampToIso(value, general);
    }
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** Upper bound on distinct statement texts kept prepared; past it, queries go unnamed (planned each time). */
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * Gives every parameterised read a stable statement name, so each pooled connection parses and plans
 * it once and later runs only bind + execute (PostgreSQL switches to the generic plan when it costs no
 * more than the custom ones). Planning was most of the database time of the list endpoints: a page
 * joining five name tables planned in 1–7 ms and ran in 0.3 ms. Reads only: they are what repeats,
 * and DDL (migrations) never runs through a name. A statement that opens with a comment (`runCompiled`'s
 * `customPlan`) stays unnamed: PostgreSQL plans it with its values each time.
 */
export function namedStatements() {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS && /^\s*(select|with)\s/i.test(text)) {
      name = `officina_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  return (client: pg.PoolClient): void => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && Array.isArray(values)) {
        const name = nameFor(config);
        if (name) return query({ name, text: config, values }, callback);
      }
      return query(config, values, callback);
    };
  };
}

/**
 * An idle pooled connection that the server closes (restart, failover, admin termination) makes the
 * pool emit 'error'; without a listener that is an uncaught exception that would stop the process.
 * The pool already discards the broken client and opens a new one on the next query, so logging is
 * all there is to do.
 */
export function createPgPool(
  connectionString: string,
  onIdleError: (error: Error) => void,
  max = 10,
): pg.Pool {
  // Generic plans for the named statements: a statement with parameters was otherwise re-planned on
  // every call whenever PostgreSQL judged the custom plan cheaper (a filtered list page: 1 ms of
  // planning for 0.8 ms of execution). Every list filter is an indexed equality, range or trigram
  // match, so the generic plan is the same index plan (measured: filtered and search pages faster).
  // Sessions in UTC: instants come back as `…+00`, which timestampToIso turns into ISO by slicing;
  // DateStyle ISO (the server default, set so a server configured otherwise changes nothing):
  // instants as `2026-10-05 06:00:00+00`, dates as `2026-10-05`.
  const pool = new pg.Pool({
    connectionString,
    max,
    // A database host gone silent (no refusal, no reset) would keep a request waiting for a
    // connection forever: after 10 s it fails as unavailable (503, db/errors.ts).
    connectionTimeoutMillis: 10_000,
    types: types as pg.CustomTypesConfig,
    options: '-c TimeZone=UTC -c DateStyle=ISO -c plan_cache_mode=force_generic_plan',
  });
  pool.on('error', onIdleError);
  const nameStatements = namedStatements();
  pool.on('connect', (client) => {
    nameStatements(client);
    // A client checked out by a request has no pool listener: its 'error' event (the server
    // terminated the connection mid-query) would be an uncaught exception that stops Node. The
    // query it was running rejects with the same error (the request answers 503, see db/errors.ts)
    // and the pool discards the broken client on release, so there is nothing more to do here.
    client.on('error', () => {});
  });
  return pool;
}
