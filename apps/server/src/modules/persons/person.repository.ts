import type { CreatePersonInput, PersonListQuery, PersonSortColumn } from '@officina/contracts';
import { parseSort } from '@officina/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../db/keyset-page.ts';
import {
  afterCursor,
  type Cursor,
  countActiveRows,
  countSearchMatches,
  joinSortRef,
  orderTerms,
  pageBound,
  pageSkip,
  type ResolvedSort,
  type SortColumn,
  searchConditions,
  searchWalks,
  sortByLookup,
  sortByName,
  sortValue,
} from '../../db/list-query.ts';
import { runCompiled } from '../../db/prepared.ts';
import { normalizeText, searchText, searchWords } from '../../db/search.ts';
import { type Instant, toCount } from '../../db/values.ts';

export type PersonFields = CreatePersonInput;
export type PersonFilters = Omit<PersonListQuery, 'page' | 'per_page' | 'sort'>;

const sortColumns: Record<PersonSortColumn, SortColumn> = {
  last_name: { column: 'persons.name_key', nullable: false },
  first_name: { column: 'persons.first_name', nullable: false },
  email: { column: 'persons.email', nullable: true },
  type_id: sortByLookup('persons.type_id', 'person_types', true),
  client_id: sortByName('persons.client_id', 'clients', true),
  created_at: { column: 'persons.created_at', nullable: false },
  updated_at: { column: 'persons.updated_at', nullable: false },
};

export function resolvePersonSort(sort: PersonListQuery['sort']): ResolvedSort {
  const { column, direction } = parseSort(sort);
  return { ...sortColumns[column], direction, idColumn: 'persons.id' };
}

function writable(fields: PersonFields) {
  return {
    ...fields,
    name_key: normalizeText(`${fields.last_name} ${fields.first_name}`),
    search_text: searchText([
      fields.first_name,
      fields.last_name,
      fields.email,
      fields.role,
      fields.phone,
      fields.mobile,
    ]),
  };
}

function selectViews(db: Db) {
  return db
    .selectFrom('persons')
    .leftJoin('lookups as ty', 'ty.id', 'persons.type_id')
    .leftJoin('clients as cl', 'cl.id', 'persons.client_id')
    .select([
      'persons.id',
      'persons.first_name',
      'persons.last_name',
      'persons.type_id',
      'persons.client_id',
      'persons.role',
      'persons.email',
      'persons.phone',
      'persons.mobile',
      'persons.notes',
      'persons.privacy_consent_on',
      'persons.archived_at',
      'persons.created_at',
      'persons.updated_at',
      'persons.created_by',
      'ty.name as type_name',
      'ty.color as type_color',
      'cl.business_name as client_name',
      'cl.vat_number as client_vat_number',
      'cl.archived_at as client_archived_at',
    ]);
}
export type PersonViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['executeTakeFirstOrThrow']>>;

function personWhere(filters: PersonFilters, walk = false): RawBuilder<SqlBool> {
  const c: RawBuilder<unknown>[] = [
    filters.archived ? sql`persons.archived_at is not null` : sql`persons.archived_at is null`,
  ];
  if (filters.type_id) c.push(sql`persons.type_id = ${filters.type_id}`);
  if (filters.client_id) c.push(sql`persons.client_id = ${filters.client_id}`);
  c.push(...searchConditions('persons', Boolean(filters.archived), filters.q, walk));
  return sql<SqlBool>`${sql.join(c, sql` and `)}`;
}

/** Active rows, no filter, no search: the list as it opens. */
function isUnfiltered(filters: PersonFilters): boolean {
  return Object.entries(filters).every(([key, value]) =>
    key === 'q'
      ? searchWords(value as string | undefined).length === 0
      : key === 'archived'
        ? !value
        : value === undefined,
  );
}

/**
 * One page of the list. The page's ids are picked first from the sort index alone (a deep OFFSET
 * then skips index entries, not rows), and only those rows are joined to their display names.
 */
export function listPersonPage(
  db: Db,
  filters: PersonFilters,
  sort: ResolvedSort,
  page: PageRequest,
  total: number,
) {
  const skip = pageSkip(sort, page);
  const walk = searchWalks(db, total);
  return runCompiled(
    db,
    `persons.page ${JSON.stringify([filters, sort, page.limit, skip.key, walk])}`,
    () => {
      let ids = joinSortRef(db.selectFrom('persons'), sort)
        .select('persons.id')
        .where(personWhere(filters, walk));
      if (skip.condition) ids = ids.where(skip.condition);
      for (const term of orderTerms(sort)) ids = ids.orderBy(term);
      let q = joinSortRef(selectViews(db), sort)
        .select(sortValue(sort))
        .where('persons.id', 'in', ids.limit(pageBound(page.limit)).offset(pageBound(skip.offset)));
      for (const term of orderTerms(sort)) q = q.orderBy(term);
      return q;
    },
    skip.fill,
    // A search joined from its matches is planned with its words (see searchConditions).
    !walk && searchWords(filters.q).length > 0,
  );
}

/** The list's exact total (without filters, the cheap count of active rows). */
export async function countPersons(db: Db, filters: PersonFilters): Promise<number> {
  if (isUnfiltered(filters)) return countActiveRows(db, 'persons');
  const matches = await countSearchMatches(db, 'persons', filters);
  if (matches !== null) return matches;
  const row = await db
    .selectFrom('persons')
    .where(personWhere(filters))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return toCount(row?.n);
}

/** One keyset batch of the export: the rows after `cursor` in the list's order. */
export function listPersonBatch(
  db: Db,
  filters: PersonFilters,
  sort: ResolvedSort,
  cursor: Cursor | null,
  limit: number,
) {
  let q = joinSortRef(selectViews(db), sort).where(personWhere(filters)).select(sortValue(sort));
  if (cursor) q = q.where(afterCursor(sort, cursor));
  for (const term of orderTerms(sort)) q = q.orderBy(term);
  return q.limit(limit).execute();
}

export function findPersonView(db: Db, id: number) {
  return selectViews(db).where('persons.id', '=', id).executeTakeFirst();
}

export function findPersonRow(db: Db, id: number) {
  return db.selectFrom('persons').selectAll().where('id', '=', id).executeTakeFirst();
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPersonRow>>>;

export async function insertPerson(
  db: Db,
  fields: PersonFields,
  userId: number | null,
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('persons')
    .values({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Optimistic-lock update: writes only while the row still has `expectedUpdatedAt`. */
export async function updatePerson(
  db: Db,
  id: number,
  fields: PersonFields,
  expectedUpdatedAt: Instant | null,
  now: Instant,
): Promise<boolean> {
  let q = db
    .updateTable('persons')
    .set({ ...writable(fields), updated_at: now })
    .where('id', '=', id);
  if (expectedUpdatedAt !== null) q = q.where('updated_at', '=', expectedUpdatedAt);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPersonArchived(db: Db, id: number, archivedAt: Instant | null, now: Instant) {
  await db
    .updateTable('persons')
    .set({ archived_at: archivedAt, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deletePersonRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('persons').where('id', '=', id).execute();
}

/**
 * Rows of other tables that point at the person: opportunities naming them as referente (archived
 * ones included). Any makes DELETE archive the person, so the offers keep their referente.
 */
export async function countPersonLinks(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('opportunities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', id)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Stored persons with these e-mails (import matching). */
export function findPersonsByEmails(db: Db, emails: string[]) {
  return db.selectFrom('persons').selectAll().where('email', 'in', emails).orderBy('id').execute();
}

/** Stored persons without e-mail with these name keys (import matching of e-mail-less rows). */
export function findPersonsByNameKeys(db: Db, keys: string[]) {
  return db
    .selectFrom('persons')
    .selectAll()
    .where('name_key', 'in', keys)
    .where('email', 'is', null)
    .orderBy('id')
    .execute();
}

export function nameKeyOf(firstName: string, lastName: string): string {
  return normalizeText(`${lastName} ${firstName}`);
}

/** Many persons in one statement (seeders, bench); same derived columns as insertPerson. */
export async function insertPersonRows(
  db: Db,
  rows: PersonFields[],
  userId: number | null,
  now: Instant,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('persons')
    .values(
      rows.map((fields) => ({ ...writable(fields), created_by: userId, created_at: now, updated_at: now })),
    )
    .execute();
}
