import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import { type Instant, toCount } from '../../db/values.ts';
import { type RecordRow, recordTable } from '../../records/record-table.ts';
import type { OpportunitiesTable } from './opportunity.table.ts';

/** Columns a form writes (number, totals and bookkeeping are the server's). */
export type OpportunityWritable = Pick<
  OpportunitiesTable,
  | 'title'
  | 'search_text'
  | 'client_id'
  | 'person_id'
  | 'owner_id'
  | 'type_id'
  | 'expected_close_on'
  | 'probability'
  | 'valid_until'
  | 'payment_terms'
  | 'notes'
>;

/**
 * Opportunities with their display names, joined on primary keys. (The plan is made once per
 * pooled connection — named statements, literal page bounds — so the joins' planning cost is paid
 * once; executing them costs half of the equivalent scalar subqueries.)
 */
export function selectOpportunityViews(db: Db) {
  return db
    .selectFrom('opportunities')
    .innerJoin('clients as cl', 'cl.id', 'opportunities.client_id')
    .leftJoin('persons as pe', 'pe.id', 'opportunities.person_id')
    .leftJoin('users as ow', 'ow.id', 'opportunities.owner_id')
    .leftJoin('lookups as st', 'st.id', 'opportunities.state_id')
    .leftJoin('lookups as ty', 'ty.id', 'opportunities.type_id')
    .select([
      'opportunities.id',
      'opportunities.number',
      'opportunities.title',
      'opportunities.client_id',
      'opportunities.person_id',
      'opportunities.owner_id',
      'opportunities.state_id',
      'opportunities.type_id',
      'opportunities.expected_close_on',
      'opportunities.probability',
      'opportunities.valid_until',
      'opportunities.payment_terms',
      'opportunities.notes',
      'opportunities.lost_reason',
      'opportunities.imponibile_cents',
      'opportunities.iva_cents',
      'opportunities.total_cents',
      'opportunities.archived_at',
      'opportunities.created_at',
      'opportunities.updated_at',
      'opportunities.created_by',
      'cl.business_name as client_name',
      sql<string | null>`pe.first_name || ' ' || pe.last_name`.as('person_name'),
      sql<string | null>`ow.name || ' ' || ow.surname`.as('owner_name'),
      'st.name as state_name',
      'st.color as state_color',
      'st.key as state_key',
      'ty.name as type_name',
    ]);
}

export type OpportunityViewRow = ViewRow<typeof selectOpportunityViews>;

const opportunities = recordTable('opportunities', 'Opportunity', selectOpportunityViews);
export const { findOpportunityView, findOpportunityRow, setOpportunityArchived } = opportunities;
export type OpportunityRowRecord = RecordRow<'opportunities'>;

export async function insertOpportunity(
  db: Db,
  values: OpportunityWritable & { number: string; year: number; seq: number; state_id: number },
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('opportunities')
    .values({ ...values, created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes only if the row still has `expected` (optimistic lock); returns whether it did. */
export async function updateOpportunityRow(
  db: Db,
  id: number,
  values: Partial<OpportunityWritable & { state_id: number; lost_reason: string | null }>,
  expected: Instant,
  now: Instant,
): Promise<boolean> {
  return opportunities.updateOpportunityIfVersion(db, id, expected, { ...values, updated_at: now });
}

export async function setOpportunityTotals(
  db: Db,
  id: number,
  totals: { imponibile_cents: number; iva_cents: number; total_cents: number },
) {
  await db.updateTable('opportunities').set(totals).where('id', '=', id).execute();
}

export async function deleteOpportunityRecord(db: Db, id: number): Promise<void> {
  await db.deleteFrom('opportunity_rows').where('opportunity_id', '=', id).execute();
  await db.deleteFrom('opportunities').where('id', '=', id).execute();
}

export async function countOpportunityLinks(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('contracts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('opportunity_id', '=', id)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Rows of an opportunity in order, with their type and state keys. */
export function listRows(db: Db, opportunityId: number) {
  return db
    .selectFrom('opportunity_rows')
    .leftJoin('lookups as ty', 'ty.id', 'opportunity_rows.type_id')
    .leftJoin('lookups as st', 'st.id', 'opportunity_rows.state_id')
    .selectAll('opportunity_rows')
    .select(['ty.key as type_key', 'st.key as state_key'])
    .where('opportunity_rows.opportunity_id', '=', opportunityId)
    .orderBy('opportunity_rows.position')
    .orderBy('opportunity_rows.id')
    .execute();
}
export type RowRecord = Awaited<ReturnType<typeof listRows>>[number];

/** Sets the state of some rows of an opportunity (by row id); returns how many were written. */
export async function setRowsState(
  db: Db,
  opportunityId: number,
  rowIds: readonly number[],
  stateId: number,
): Promise<number> {
  if (rowIds.length === 0) return 0;
  const result = await db
    .updateTable('opportunity_rows')
    .set({ state_id: stateId })
    .where('opportunity_id', '=', opportunityId)
    .where('id', 'in', [...rowIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function replaceRows(
  db: Db,
  opportunityId: number,
  rows: Omit<RowRecord, 'id' | 'opportunity_id' | 'type_key' | 'state_key'>[],
): Promise<void> {
  await db.deleteFrom('opportunity_rows').where('opportunity_id', '=', opportunityId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('opportunity_rows')
    .values(rows.map((row) => ({ ...row, opportunity_id: opportunityId })))
    .execute();
}

/** Whether a person with this id exists. */
export async function personExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('persons').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The whole client row; throws when it does not exist. */
export function findClientOrThrow(db: Db, id: number) {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
