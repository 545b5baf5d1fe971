/**
 * Whether an error is a unique-index violation, on either engine (PostgreSQL 23505, better-sqlite3
 * SQLITE_CONSTRAINT_UNIQUE): a save that lost a race with another one, which the caller answers as
 * a 409 or 422, never a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
