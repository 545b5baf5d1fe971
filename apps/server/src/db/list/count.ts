import type { Db } from '../database.ts';
import { searchWords } from '../search.ts';
import { toCount } from '../values.ts';
import type { ActiveCountTable } from './spec.ts';

/**
 * Active (not archived) rows of a table: the unfiltered list's total, read from the running count
 * the triggers of migrations 0008-running-totals, 0018-attachments and 0028-more-running-counts
 * keep (a count over the table cost 35 ms for 100k rows on PostgreSQL).
 */
export async function countActiveRows(db: Db, table: ActiveCountTable): Promise<number> {
  const row = await db
    .selectFrom('active_row_counts')
    .select('n')
    .where('table_name', '=', table)
    .executeTakeFirst();
  return toCount(row?.n);
}

/**
 * Active rows, no filter, no search: the list as it opens. A filter set to null is unset (a user
 * resolved to "everyone"); `context` names keys that are never filters themselves (the clock).
 */
export function isUnfiltered(filters: object, context: readonly string[] = []): boolean {
  return Object.entries(filters).every(([key, value]) =>
    key === 'q'
      ? searchWords(value as string | undefined).length === 0
      : key === 'archived'
        ? !value
        : value === undefined || value === null || context.includes(key),
  );
}

/** The search box and the archive view are the list's only filters. */
export function isSearchOnly(filters: object): boolean {
  return Object.entries(filters).every(
    ([key, value]) => key === 'q' || key === 'archived' || value === undefined,
  );
}
