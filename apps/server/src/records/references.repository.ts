import type { Db } from '../db/database.ts';

/** The tables a form may point at by id (besides lookups and users). */
export const referencedTables = [
  'clients',
  'persons',
  'products',
  'contracts',
  'opportunities',
  'projects',
  'todos',
  'checklist_templates',
] as const;
export type ReferencedTable = (typeof referencedTables)[number];

/** Which of the ids exist in the table (archived rows included: they can still be pointed at). */
export function findExistingIds(db: Db, table: ReferencedTable, ids: number[]) {
  // Every referenced table has an integer `id`; Kysely cannot type a union of table names.
  return db
    .selectFrom(table as 'clients')
    .select('id')
    .where('id', 'in', ids)
    .execute();
}
