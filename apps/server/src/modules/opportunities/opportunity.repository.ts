import type { OpportunityFilters, OpportunityListQuery, OpportunitySortColumn } from '@officina/contracts';
import { parseSort } from '@officina/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../db/keyset-page.ts';
import {
  afterCursor,
  type Cursor,
  countActiveRows,
  joinSortRef,
  likeEscaped,
  orderTerms,
  pageBound,
  pageSkip,
  type ResolvedSort,
  type SortColumn,
  sortByLookup,
  sortByUser,
  sortValue,
} from '../../db/list-query.ts';
import { runCompiled } from '../../db/prepared.ts';
import { searchPatterns } from '../../db/search.ts';
import { type Instant, toCount } from '../../db/values.ts';
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

const sortColumns: Record<OpportunitySortColumn, SortColumn> = {
  // Numbers are taken in id order under the counter's lock: sorting by id is sorting by number.
  number: { column: 'opportunities.id', nullable: false },
  title: { column: 'opportunities.title', nullable: false },
  client_name: { column: 'cl.name_key', nullable: false },
  owner_id: sortByUser('opportunities.owner_id', true),
  state_id: sortByLookup('opportunities.state_id', 'opportunity_states', false),
  type_id: sortByLookup('opportunities.type_id', 'opportunity_type', true),
  expected_close_on: { column: 'opportunities.expected_close_on', nullable: true },
  probability: { column: 'opportunities.probability', nullable: false },
  total_cents: { column: 'opportunities.total_cents', nullable: false },
  created_at: { column: 'opportunities.created_at', nullable: false },
  updated_at: { column: 'opportunities.updated_at', nullable: false },
};

export function resolveOpportunitySort(sort: OpportunityListQuery['sort']): ResolvedSort {
  const { column, direction } = parseSort(sort);
  return { ...sortColumns[column], direction, idColumn: 'opportunities.id' };
}

/**
 * Opportunities with their display names, joined on primary keys. (The plan is made once per
 * pooled connection — named statements, literal page bounds — so the joins' planning cost is paid
 * once; executing them costs half of the equivalent scalar subqueries.)
 */
function selectViews(db: Db) {
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

export type OpportunityViewRow = Awaited<
  ReturnType<ReturnType<typeof selectViews>['executeTakeFirstOrThrow']>
>;

/** Last day of a `YYYY-MM` month. */
function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** WHERE of list, board, count and export (on `opportunities` alone: no join needed). */
export function opportunityWhere(filters: Partial<OpportunityFilters>): RawBuilder<SqlBool> {
  const c: RawBuilder<unknown>[] = [
    filters.archived ? sql`opportunities.archived_at is not null` : sql`opportunities.archived_at is null`,
  ];
  if (filters.state_id) c.push(sql`opportunities.state_id = ${filters.state_id}`);
  if (filters.type_id) c.push(sql`opportunities.type_id = ${filters.type_id}`);
  if (filters.owner_id) c.push(sql`opportunities.owner_id = ${filters.owner_id}`);
  if (filters.client_id) c.push(sql`opportunities.client_id = ${filters.client_id}`);
  if (filters.close_month) {
    c.push(
      sql`opportunities.expected_close_on between ${`${filters.close_month}-01`} and ${monthEnd(filters.close_month)}`,
    );
  }
  if (filters.amount_min !== undefined) c.push(sql`opportunities.total_cents >= ${filters.amount_min}`);
  if (filters.amount_max !== undefined) c.push(sql`opportunities.total_cents <= ${filters.amount_max}`);
  for (const pattern of searchPatterns(filters.q)) {
    c.push(
      sql`(${likeEscaped('opportunities.search_text', pattern)} or exists (select 1 from clients where clients.id = opportunities.client_id and ${likeEscaped('clients.name_key', pattern)}))`,
    );
  }
  return sql<SqlBool>`${sql.join(c, sql` and `)}`;
}

/**
 * Opportunities matching the filters, without any join: the search on the client's name is an
 * EXISTS on the client, so counts, sums and pages are answered by the partial indexes alone.
 */
export function matching(db: Db, filters: Partial<OpportunityFilters>) {
  return db.selectFrom('opportunities').where(opportunityWhere(filters));
}

/**
 * One page of the list. The page's ids are picked first from the sort index alone (a deep OFFSET
 * then skips index entries, not rows), and only those rows are joined to their display names.
 */
export function listOpportunityPage(
  db: Db,
  filters: OpportunityFilters,
  sort: ResolvedSort,
  page: PageRequest,
) {
  const skip = pageSkip(sort, page);
  return runCompiled(
    db,
    `opportunities.page ${JSON.stringify([filters, sort, page.limit, skip.key])}`,
    () => {
      let ids = joinSortRef(matching(db, filters), sort)
        .$if(sort.column.startsWith('cl.'), (qb) =>
          qb.innerJoin('clients as cl', 'cl.id', 'opportunities.client_id'),
        )
        .select('opportunities.id');
      if (skip.condition) ids = ids.where(skip.condition);
      for (const term of orderTerms(sort)) ids = ids.orderBy(term);
      let q = joinSortRef(selectViews(db), sort)
        .select(sortValue(sort))
        .where('opportunities.id', 'in', ids.limit(pageBound(page.limit)).offset(pageBound(skip.offset)));
      for (const term of orderTerms(sort)) q = q.orderBy(term);
      return q;
    },
    skip.fill,
  );
}

/** Whether the list shows every active opportunity (no filter, no search). */
export function isEveryActive(filters: Partial<OpportunityFilters>): boolean {
  return (
    !filters.archived &&
    searchPatterns(filters.q).length === 0 &&
    !filters.state_id &&
    !filters.type_id &&
    !filters.owner_id &&
    !filters.client_id &&
    !filters.close_month &&
    filters.amount_min === undefined &&
    filters.amount_max === undefined
  );
}

export async function countOpportunities(db: Db, filters: OpportunityFilters): Promise<number> {
  if (isEveryActive(filters)) return countActiveRows(db, 'opportunities');
  const [row] = await runCompiled(db, `opportunities.count ${JSON.stringify(filters)}`, () =>
    matching(db, filters).select((eb) => eb.fn.countAll<number>().as('n')),
  );
  return toCount(row?.n);
}

export function listOpportunityBatch(
  db: Db,
  filters: OpportunityFilters,
  sort: ResolvedSort,
  cursor: Cursor | null,
  limit: number,
) {
  let q = joinSortRef(selectViews(db), sort).where(opportunityWhere(filters)).select(sortValue(sort));
  if (cursor) q = q.where(afterCursor(sort, cursor));
  for (const term of orderTerms(sort)) q = q.orderBy(term);
  return q.limit(limit).execute();
}

export function findOpportunityView(db: Db, id: number) {
  return selectViews(db).where('opportunities.id', '=', id).executeTakeFirst();
}

export function findOpportunityRow(db: Db, id: number) {
  return db.selectFrom('opportunities').selectAll().where('id', '=', id).executeTakeFirst();
}
export type OpportunityRowRecord = NonNullable<Awaited<ReturnType<typeof findOpportunityRow>>>;

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
  const result = await db
    .updateTable('opportunities')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setOpportunityTotals(
  db: Db,
  id: number,
  totals: { imponibile_cents: number; iva_cents: number; total_cents: number },
) {
  await db.updateTable('opportunities').set(totals).where('id', '=', id).execute();
}

export async function setOpportunityArchived(db: Db, id: number, archivedAt: Instant | null, now: Instant) {
  await db
    .updateTable('opportunities')
    .set({ archived_at: archivedAt, updated_at: now })
    .where('id', '=', id)
    .execute();
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
