import type { Db } from '../../../db/database.ts';

/** The records the activity rows speak of, as they are now (a deleted one is absent). */
export async function findTodoTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('todos')
    .select(['id', 'title'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}

export interface OpportunityHead {
  id: number;
  number: string;
  title: string;
  owner_id: number | null;
}

export async function findOpportunityHeads(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, OpportunityHead>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('opportunities')
    .select(['id', 'number', 'title', 'owner_id'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Lookup names by id (archived ones too: a stored state may use one). */
export async function findLookupNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('lookups')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface DocumentationVersionText {
  number: number;
  title: string;
  body: string;
}

/** The saved versions `numbers` of a page (a page deleted with its history answers none). */
export async function findDocumentationVersions(
  db: Db,
  documentationId: number,
  numbers: readonly number[],
): Promise<Map<number, DocumentationVersionText>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('documentation_versions')
    .select(['number', 'title', 'body'])
    .where('documentation_id', '=', documentationId)
    .where('number', 'in', [...numbers])
    .execute();
  return new Map(rows.map((r) => [Number(r.number), { ...r, number: Number(r.number) }]));
}
