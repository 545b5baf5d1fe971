import type { Db } from '../../db/database.ts';

/**
 * The next number of a per-year sequence, gap-free: one upsert that increments the counter row and
 * returns the new value. Call it inside the transaction that stores the number, as its FIRST write:
 * on PostgreSQL the row lock holds other creators until this transaction ends (a rollback gives the
 * number back); on SQLite the statement takes the database write lock at once, so transactions
 * serialise on it instead of failing to upgrade a read lock.
 */
export async function nextSequenceValue(db: Db, name: string, year: number): Promise<number> {
  const row = await db
    .insertInto('sequences')
    .values({ name, year, value: 1 })
    .onConflict((oc) =>
      oc.columns(['name', 'year']).doUpdateSet((eb) => ({ value: eb('sequences.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** `YYYY/NNNN` (at least four digits), optionally prefixed (`C-`). */
export function formatSequenceNumber(year: number, value: number, prefix = ''): string {
  return `${prefix}${year}/${String(value).padStart(4, '0')}`;
}

/** The year numbers are taken in: the calendar year in Italy (a creation at 00:30 on 1 January counts in the new year). */
export function romeYear(date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(date));
}
