import type { Database, Db } from '../db/database.ts';

/** Tables a search source reads its record ids from (each with an integer `id`). */
type IdTable =
  | 'clients'
  | 'persons'
  | 'opportunities'
  | 'contracts'
  | 'products'
  | 'projects'
  | 'todos'
  | 'schedules'
  | 'documentations'
  | 'external_links'
  | 'keyholders'
  | 'attachments';

/** Up to `limit` ids of `table` greater than `afterId`, ascending: a search source's reindex batch. */
export async function recordIdsAfter(
  db: Db,
  table: IdTable & keyof Database,
  afterId: number,
  limit: number,
) {
  const rows = await db
    .selectFrom(table as 'clients')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** "25/11/2026" from `YYYY-MM-DD…` (day-first, as the app shows dates). */
export function dayFirst(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
