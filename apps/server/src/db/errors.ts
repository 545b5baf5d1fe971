/**
 * What a database error means for the request that met it, on either engine:
 * - `unavailable`: the connection was lost or could not be had (PostgreSQL restarting, failing
 *   over, terminating backends, refusing more clients; the network gone). Nothing is wrong with the
 *   request: 503, and the pool opens a new connection for the next one.
 * - `conflict`: a deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled the
 *   transaction back; running it again usually succeeds (see retryingTransactions).
 * - `invalid-value`: a value the column type refuses (an integer out of range, text that is not a
 *   number or an instant) that validation let through: bad input, never a 500.
 */
export type DatabaseErrorKind = 'unavailable' | 'conflict' | 'invalid-value';

const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, recovering
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SQLITE_BUSY', // the busy timeout ran out behind another writer
]);
const CONFLICT_CODES = new Set(['40P01', '40001']);
const INVALID_VALUE_CODES = new Set(['22003', '22007', '22008', '22P02']);

/** pg's own errors for a lost connection carry no code, only these messages. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The kind of a database error (see DatabaseErrorKind), or null for anything else. */
export function databaseErrorKind(error: unknown): DatabaseErrorKind | null {
  if (!(error instanceof Error)) return null;
  const code = codeOf(error);
  if (code !== undefined) {
    if (UNAVAILABLE_CODES.has(code)) return 'unavailable';
    if (CONFLICT_CODES.has(code)) return 'conflict';
    if (INVALID_VALUE_CODES.has(code)) return 'invalid-value';
  }
  if (UNAVAILABLE_MESSAGE.test(error.message)) return 'unavailable';
  // Connecting to several addresses (localhost as ::1 and 127.0.0.1) fails with all their errors.
  if (error instanceof AggregateError && error.errors.some((e) => databaseErrorKind(e) === 'unavailable')) {
    return 'unavailable';
  }
  return null;
}
