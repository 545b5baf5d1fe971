import type { ClientListQuery, ClientSortColumn, CreateClientInput } from '@officina/contracts';
import { parseSort } from '@officina/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../db/keyset-page.ts';
import {
  afterCursor,
  type Cursor,
  countActiveRows,
  countSearchMatches,
  orderTerms,
  pageBound,
  pageSkip,
  type ResolvedSort,
  type SortColumn,
  searchConditions,
  searchWalks,
  sortValue,
} from '../../db/list-query.ts';
import { runCompiled } from '../../db/prepared.ts';
import { normalizeText, searchText, searchWords } from '../../db/search.ts';
import { type Instant, toCount } from '../../db/values.ts';

/** The client's own fields as forms send them (validated by the contracts' schema). */
export type ClientFields = CreateClientInput;
export type ClientFilters = Omit<ClientListQuery, 'page' | 'per_page' | 'sort'>;

const sortColumns: Record<ClientSortColumn, SortColumn> = {
  business_name: { column: 'clients.name_key', nullable: false },
  vat_number: { column: 'clients.vat_number', nullable: true },
  city: { column: 'clients.city_key', nullable: true },
  province: { column: 'clients.province', nullable: true },
  state_id: { column: 'clients.state_id', nullable: true },
  category_id: { column: 'clients.category_id', nullable: true },
  account_manager_id: { column: 'clients.account_manager_id', nullable: true },
  created_at: { column: 'clients.created_at', nullable: false },
  updated_at: { column: 'clients.updated_at', nullable: false },
};

export function resolveClientSort(sort: ClientListQuery['sort']): ResolvedSort {
  const { column, direction } = parseSort(sort);
  return { ...sortColumns[column], direction, idColumn: 'clients.id' };
}

/** Columns stored from the form, plus the derived search and sort keys. */
function writable(fields: ClientFields) {
  return {
    ...fields,
    name_key: normalizeText(fields.business_name),
    city_key: fields.city ? normalizeText(fields.city) : null,
    search_text: searchText([
      fields.business_name,
      fields.vat_number,
      fields.tax_code,
      fields.city,
      fields.province,
      fields.email,
      fields.pec,
      fields.phone,
    ]),
  };
}

/**
 * Clients with their display names. Names come from scalar subqueries on primary keys, not left
 * joins: PostgreSQL plans a join of four tables on every call in more time than the page takes.
 */
function selectViews(db: Db) {
  return db
    .selectFrom('clients')
    .select((eb) => [
      'clients.id',
      'clients.business_name',
      'clients.vat_number',
      'clients.tax_code',
      'clients.sdi_code',
      'clients.pec',
      'clients.email',
      'clients.phone',
      'clients.website',
      'clients.street',
      'clients.postal_code',
      'clients.city',
      'clients.province',
      'clients.country',
      'clients.state_id',
      'clients.category_id',
      'clients.account_manager_id',
      'clients.notes',
      'clients.archived_at',
      'clients.created_at',
      'clients.updated_at',
      'clients.created_by',
      eb
        .selectFrom('lookups as st')
        .select('st.name')
        .whereRef('st.id', '=', 'clients.state_id')
        .as('state_name'),
      eb
        .selectFrom('lookups as st')
        .select('st.color')
        .whereRef('st.id', '=', 'clients.state_id')
        .as('state_color'),
      eb
        .selectFrom('lookups as ca')
        .select('ca.name')
        .whereRef('ca.id', '=', 'clients.category_id')
        .as('category_name'),
      eb
        .selectFrom('users as am')
        .select(sql<string>`am.name || ' ' || am.surname`.as('n'))
        .whereRef('am.id', '=', 'clients.account_manager_id')
        .as('account_manager_name'),
    ]);
}
export type ClientViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['executeTakeFirstOrThrow']>>;

/** The WHERE of the list, the export and the count: archive view, filters and search words. */
function clientWhere(filters: ClientFilters, walk = false): RawBuilder<SqlBool> {
  const c: RawBuilder<unknown>[] = [
    filters.archived ? sql`clients.archived_at is not null` : sql`clients.archived_at is null`,
  ];
  if (filters.state_id) c.push(sql`clients.state_id = ${filters.state_id}`);
  if (filters.category_id) c.push(sql`clients.category_id = ${filters.category_id}`);
  if (filters.account_manager_id) c.push(sql`clients.account_manager_id = ${filters.account_manager_id}`);
  if (filters.province) c.push(sql`clients.province = ${filters.province}`);
  if (filters.city) c.push(sql`clients.city_key = ${normalizeText(filters.city)}`);
  c.push(...searchConditions('clients', Boolean(filters.archived), filters.q, walk));
  return sql<SqlBool>`${sql.join(c, sql` and `)}`;
}

/** Active rows, no filter, no search: the list as it opens. */
function isUnfiltered(filters: ClientFilters): boolean {
  return Object.entries(filters).every(([key, value]) =>
    key === 'q'
      ? searchWords(value as string | undefined).length === 0
      : key === 'archived'
        ? !value
        : value === undefined,
  );
}

/**
 * One page of the list, with each row's `sort_value` (for the next page's cursor). The page's ids
 * are picked first from the sort index alone — after the cursor, or skipping `offset` index entries
 * — and only those rows are joined to their display names.
 */
export function listClientPage(
  db: Db,
  filters: ClientFilters,
  sort: ResolvedSort,
  page: PageRequest,
  total: number,
) {
  const skip = pageSkip(sort, page);
  const walk = searchWalks(db, total);
  return runCompiled(
    db,
    `clients.page ${JSON.stringify([filters, sort, page.limit, skip.key, walk])}`,
    () => {
      let ids = db.selectFrom('clients').select('clients.id').where(clientWhere(filters, walk));
      if (skip.condition) ids = ids.where(skip.condition);
      for (const term of orderTerms(sort)) ids = ids.orderBy(term);
      let q = selectViews(db)
        .select(sortValue(sort))
        .where('clients.id', 'in', ids.limit(pageBound(page.limit)).offset(pageBound(skip.offset)));
      for (const term of orderTerms(sort)) q = q.orderBy(term);
      return q;
    },
    skip.fill,
    // A search joined from its matches is planned with its words (see searchConditions).
    !walk && searchWords(filters.q).length > 0,
  );
}

/** The list's exact total (without filters, the cheap count of active rows). */
export async function countClients(db: Db, filters: ClientFilters): Promise<number> {
  if (isUnfiltered(filters)) return countActiveRows(db, 'clients');
  const matches = await countSearchMatches(db, 'clients', filters);
  if (matches !== null) return matches;
  const [row] = await runCompiled(db, `clients.count ${JSON.stringify(filters)}`, () =>
    db
      .selectFrom('clients')
      .where(clientWhere(filters))
      .select((eb) => eb.fn.countAll<number>().as('n')),
  );
  return toCount(row?.n);
}

/** One keyset batch of the export: the rows after `cursor` in the list's order. */
export function listClientBatch(
  db: Db,
  filters: ClientFilters,
  sort: ResolvedSort,
  cursor: Cursor | null,
  limit: number,
) {
  let q = selectViews(db).where(clientWhere(filters)).select(sortValue(sort));
  if (cursor) q = q.where(afterCursor(sort, cursor));
  for (const term of orderTerms(sort)) q = q.orderBy(term);
  return q.limit(limit).execute();
}

export function findClientView(db: Db, id: number) {
  return selectViews(db).where('clients.id', '=', id).executeTakeFirst();
}

export async function insertClient(
  db: Db,
  fields: ClientFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('clients')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the fields only if the row still has `expectedUpdatedAt` (optimistic lock); returns
 * whether it did, so a stale edit writes nothing.
 */
export async function updateClient(
  db: Db,
  id: number,
  fields: ClientFields,
  expectedUpdatedAt: Instant | null,
  now: Instant,
): Promise<boolean> {
  let q = db
    .updateTable('clients')
    .set({ ...writable(fields), updated_at: now })
    .where('id', '=', id);
  if (expectedUpdatedAt !== null) q = q.where('updated_at', '=', expectedUpdatedAt);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setClientArchived(db: Db, id: number, archivedAt: Instant | null, now: Instant) {
  await db
    .updateTable('clients')
    .set({ archived_at: archivedAt, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteClientRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', id).execute();
}

/**
 * Rows of other tables that point at the client (archived ones included): persons, opportunities,
 * contracts, projects, to-dos, time entries. Any of them makes DELETE archive instead: deleting
 * would break their foreign key (a 500 before this counted persons only).
 */
export async function countClientLinks(db: Db, id: number): Promise<number> {
  const tables = ['persons', 'opportunities', 'contracts', 'projects', 'todos', 'timings'] as const;
  const row = await db
    .selectNoFrom((eb) =>
      tables.map((table) =>
        eb
          .selectFrom(table)
          .select(sql<number>`1`.as('x'))
          .where(`${table}.client_id`, '=', id)
          .limit(1)
          .$asScalar()
          .as(table),
      ),
    )
    .executeTakeFirst();
  return tables.filter((table) => row?.[table] != null).length;
}

/** Clients with this Partita IVA (archived included), except `excludeId`. */
export function findClientsByVat(db: Db, vat: string, excludeId?: number) {
  let q = db
    .selectFrom('clients')
    .select(['id', 'business_name', 'archived_at'])
    .where('vat_number', '=', vat)
    .orderBy('id')
    .limit(5);
  if (excludeId) q = q.where('id', '<>', excludeId);
  return q.execute();
}

export function findClientRow(db: Db, id: number) {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClientRow>>>;

/** Many clients in one statement (seeders, bench); same derived columns as insertClient. */
export async function insertClientRows(
  db: Db,
  rows: ClientFields[],
  userId: number | null,
  now: Instant,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('clients')
    .values(
      rows.map((fields) => ({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })),
    )
    .execute();
}

/** Whether the client exists (archived ones included): the check of every record that links one. */
export async function clientExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('clients').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
