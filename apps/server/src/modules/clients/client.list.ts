import type { ClientListQuery, ClientSortColumn } from '@officina/contracts';
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
  sortByUser,
  sortValue,
} from '../../db/list-query.ts';
import { runCompiled } from '../../db/prepared.ts';
import { normalizeText, searchWords } from '../../db/search.ts';
import { toCount } from '../../db/values.ts';
import { selectClientViews } from './client.repository.ts';

/** The clients list's queries: its filters, sort, pages, total and the export's batches. */
export type ClientFilters = Omit<ClientListQuery, 'page' | 'per_page' | 'sort'>;

const sortColumns: Record<ClientSortColumn, SortColumn> = {
  business_name: { column: 'clients.name_key', nullable: false },
  vat_number: { column: 'clients.vat_number', nullable: true },
  city: { column: 'clients.city_key', nullable: true },
  province: { column: 'clients.province', nullable: true },
  state_id: sortByLookup('clients.state_id', 'client_states', true),
  category_id: sortByLookup('clients.category_id', 'client_categories', true),
  account_manager_id: sortByUser('clients.account_manager_id', true),
  created_at: { column: 'clients.created_at', nullable: false },
  updated_at: { column: 'clients.updated_at', nullable: false },
};

export function resolveClientSort(sort: ClientListQuery['sort']): ResolvedSort {
  const { column, direction } = parseSort(sort);
  return { ...sortColumns[column], direction, idColumn: 'clients.id' };
}

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
      let ids = joinSortRef(db.selectFrom('clients'), sort)
        .select('clients.id')
        .where(clientWhere(filters, walk));
      if (skip.condition) ids = ids.where(skip.condition);
      for (const term of orderTerms(sort)) ids = ids.orderBy(term);
      let q = joinSortRef(selectClientViews(db), sort)
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
  let q = joinSortRef(selectClientViews(db), sort).where(clientWhere(filters)).select(sortValue(sort));
  if (cursor) q = q.where(afterCursor(sort, cursor));
  for (const term of orderTerms(sort)) q = q.orderBy(term);
  return q.limit(limit).execute();
}
