import type { ColumnType } from 'kysely';

/**
 * The one place where the two engines' value formats meet. PostgreSQL answers booleans as booleans
 * and (thanks to the pool's type parsers in postgres.ts) instants as ISO strings and counts as
 * numbers; SQLite answers booleans as 0/1. Writes always use 0/1, which PostgreSQL accepts for
 * boolean columns as untyped parameters, and ISO strings for instants.
 */

/** A boolean column: read as boolean (PG) or 0/1 (SQLite), written as 0/1. */
export type DbBool = ColumnType<boolean | number, number, number>;

/** Instants are UTC ISO-8601 strings (`2026-01-31T09:00:00.000Z`), sortable as text on SQLite. */
export type Instant = string;

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function dbBool(value: boolean): number {
  return value ? 1 : 0;
}

/** PostgreSQL returns count(*) as a string (bigint); SQLite as a number. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

export function nowIso(): Instant {
  return new Date().toISOString();
}

export function isoIn(ms: number, from = Date.now()): Instant {
  return new Date(from + ms).toISOString();
}
