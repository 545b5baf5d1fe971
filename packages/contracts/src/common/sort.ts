import { z } from 'zod';

/** A `sort` value: `column` ascending, `-column` descending. */
export type SortValue<C extends string> = C | `-${C}`;

/** `?sort=` limited to whitelisted columns: `column` ascending, `-column` descending. */
export function sortSchema<const C extends readonly [string, ...string[]]>(columns: C) {
  const values = [...columns, ...columns.map((column) => `-${column}`)];
  return z.enum(values as [SortValue<C[number]>, ...SortValue<C[number]>[]], {
    error: 'Ordinamento non valido',
  });
}

/** A record list's sort columns: its own, then the stamps every record has (`created_at`, `updated_at`). */
export function recordSortColumns<const C extends readonly string[]>(...columns: C) {
  return [...columns, 'created_at', 'updated_at'] as const;
}

export interface SortOrder<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

/** Splits a validated `sort` value into its column and direction. */
export function parseSort<C extends string>(sort: SortValue<C>): SortOrder<C> {
  return sort.startsWith('-')
    ? { column: sort.slice(1) as C, direction: 'desc' }
    : { column: sort as C, direction: 'asc' };
}

/**
 * `true|false` (also `1`/`0`) in a query string. Bare: every query flag adds `.optional()` (absent =
 * no filter) or `.default(…)`, so all of them accept the same spellings and refuse with one message.
 */
export const queryBooleanSchema = z.stringbool({
  truthy: ['true', '1'],
  falsy: ['false', '0'],
  error: 'Valore non valido: usa true o false',
});

/** `archived=true|false` in a query string (also `1`/`0`); absent means `false`: archived rows stay hidden. */
export const archivedQuerySchema = queryBooleanSchema.default(false);
