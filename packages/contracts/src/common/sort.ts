import { z } from 'zod';

/** `?sort=` limited to whitelisted columns: `column` ascending, `-column` descending. */
export function sortSchema<const C extends readonly [string, ...string[]]>(columns: C) {
  const descending = columns.map((column) => `-${column}` as `-${C[number]}`);
  return z.enum([...columns, ...descending] as [C[number] | `-${C[number]}`, ...(C[number] | `-${C[number]}`)[]], {
    error: 'Ordinamento non valido',
  });
}

export interface SortOrder<C extends string> {
  column: C;
  direction: 'asc' | 'desc';
}

/** Splits a validated `sort` value into its column and direction. */
export function parseSort<C extends string>(sort: C | `-${C}`): SortOrder<C> {
  return sort.startsWith('-')
    ? { column: sort.slice(1) as C, direction: 'desc' }
    : { column: sort as C, direction: 'asc' };
}

/** `archived=true|false` in a query string (also `1`/`0`); absent means `false`: archived rows stay hidden. */
export const archivedQuerySchema = z
  .stringbool({ truthy: ['true', '1'], falsy: ['false', '0'], error: 'Valore non valido: usa true o false' })
  .default(false);
