import pg from 'pg';

const INT8 = 20;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

/**
 * Type parsers for this pool only (not pg's global ones): bigint counts as numbers and instants as
 * ISO strings, so rows look the same as SQLite's and mappers stay engine-agnostic.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) {
      const parseDate = pg.types.getTypeParser(oid, 'text') as (value: string) => Date;
      return (value: string) => parseDate(value).toISOString();
    }
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

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
  const pool = new pg.Pool({ connectionString, max, types: types as pg.CustomTypesConfig });
  pool.on('error', onIdleError);
  return pool;
}
