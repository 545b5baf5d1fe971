/**
 * A page of a list, from the route's query to SQL: `listPage` reads the page (`readPage`) and its
 * total (`countList`) side by side, both filtered by `listFilter` — the archive view, the equality
 * filters, the spec's `filters` and the search words. The spec itself is the module's
 * `<entity>.list.ts`; how the sort, the cursor and the search terms are turned into SQL lives in
 * sort.ts, keyset.ts/cursor.ts and search-match.ts.
 */
import type { Expression, SqlBool } from 'kysely';
import { expressionBuilder, sql } from 'kysely';
import type { Db } from '../database.ts';
import { runCompiled } from '../prepared.ts';
import { searchPatterns, searchWords } from '../search.ts';
import { toCount } from '../values.ts';
import { countActiveRows, isSearchOnly, isUnfiltered } from './count.ts';
import { nextCursor, type PageRequest, pageRequest } from './cursor.ts';
import { afterCursor, pageBound, pageSkip } from './keyset.ts';
import { countTermMatches, isSqlite, searchTermConditions, searchWalks } from './search-match.ts';
import { type AnyQuery, joinSortRef, orderedBy, type ResolvedSort, sortValue } from './sort.ts';
import { type AnyListSpec, type Condition, type ListSpec, type RowOf, resolveListSort } from './spec.ts';

/** The paging parameters of a list's query string. */
export interface PageQuery {
  page: number;
  per_page: number;
  sort: string;
  after?: string | undefined;
}

interface Meta {
  total: number;
  page: number;
  per_page: number;
}

/** `{ data, meta }` of a list page; `meta.next_cursor` for keyset lists; the spec's `sums`. */
export interface ListAnswer<V, C> {
  data: V[];
  meta: C extends true ? Meta & { next_cursor: string | null } : Meta;
  sums: Record<string, number>;
}

/**
 * One page of a list with its total and, for a keyset list, the sealed cursor of the next page;
 * `view` maps the rows to what the API answers.
 */
export async function listPage<
  F extends object,
  Views extends AnyQuery,
  C extends boolean,
  V = PageRow<RowOf<Views>>,
>(
  db: Db,
  spec: ListSpec<F, AnyQuery, Views, C>,
  query: PageQuery & F,
  view?: (rows: PageRow<RowOf<Views>>[]) => V[] | Promise<V[]>,
): Promise<ListAnswer<V, C>> {
  const { page, per_page, sort, after, ...rest } = query;
  const filters = rest as unknown as F;
  const list = spec as AnyListSpec;
  const scope = { filters, sort: resolveListSort(list, sort), perPage: per_page };
  const request = list.cursor
    ? pageRequest(page, after, scope)
    : { limit: per_page, offset: (page - 1) * per_page, after: null };
  const read = (counted?: ListCount) =>
    readPage<RowOf<Views>>(db, list, filters, scope.sort, request, counted?.total, counted?.matchIds);
  let rows: PageRow<RowOf<Views>>[];
  let counted: ListCount;
  if (list.search && 'terms' in list.search && !isSqlite(db) && isSearched(filters)) {
    counted = await countList(db, list, filters);
    rows = await read(counted);
  } else {
    [rows, counted] = await Promise.all([read(), countList(db, list, filters)]);
  }
  const { total, sums } = counted;
  const meta = list.cursor
    ? { total, page, per_page, next_cursor: nextCursor(rows as never, page, total, scope) }
    : { total, page, per_page };
  const data = view ? await view(rows) : (rows as V[]);
  return { data, meta: meta as ListAnswer<V, C>['meta'], sums };
}

/** The filters the engine reads itself, when a list has them: the search box and the archive view. */
export interface ListFilters {
  q?: string | undefined;
  archived?: boolean | undefined;
}

/** A list's filters as the engine reads them (any object: a list need not have `q` or `archived`). */
export function engineFilters(filters: object): ListFilters & Record<string, unknown> {
  return filters as ListFilters & Record<string, unknown>;
}

function isSet(condition: Condition): condition is Expression<SqlBool> {
  return Boolean(condition);
}

/**
 * The WHERE of a list, its count, its export and its callers' aggregates (boards, reports), as a
 * query transform for `$call`: the archive view, the equality filters, the list's other filters,
 * then the search words (no WHERE at all when none is set). `walk` is the form of a terms search
 * and `matchIds` its matches when already read (search-match.ts' searchTermConditions).
 */
export function listFilter<F extends object>(
  spec: AnyListSpec,
  filters: F,
  walk = false,
  matchIds?: readonly number[],
) {
  const values = engineFilters(filters);
  const { q, archived } = values;
  return <Q extends AnyQuery>(qb: Q): Q => {
    // biome-ignore lint/suspicious/noExplicitAny: the conditions name the spec's own tables.
    const eb = expressionBuilder<any, any>();
    const archive: Condition = spec.archive
      ? eb(sql.ref(spec.archive), archived ? 'is not' : 'is', null)
      : null;
    const search = spec.search;
    const words =
      search === undefined
        ? []
        : 'terms' in search
          ? searchTermConditions(search.terms, Boolean(archived), q, walk, matchIds)
          : searchPatterns(q).map((pattern) => search.like(eb, pattern));
    const equal = spec.equal.map(({ key, column }): Condition => {
      const value = values[key] as string | number | undefined;
      return value ? eb(sql.ref(column), '=', value) : null;
    });
    const conditions = [archive, ...equal, ...(spec.filters?.(eb, filters) ?? []), ...words].filter(isSet);
    return conditions.length === 0 ? qb : (qb.where(eb.and(conditions)) as Q);
  };
}

/** The query of the rows matching the filters, without display names (boards and reports group it). */
export function matching<F extends object, From extends AnyQuery>(
  db: Db,
  spec: ListSpec<F, From, AnyQuery>,
  filters: F,
): From {
  return spec.from(db).$call(listFilter(spec as AnyListSpec, filters));
}

/** Whether the list is searched (at least one word in `q`). */
export function isSearched(filters: object): boolean {
  return searchWords(engineFilters(filters).q).length > 0;
}

/** A page's row: the spec's view row and, for a keyset list, its `sort_value`. */
export type PageRow<Row> = Row & { sort_value?: string | number | null };

type Skip = { condition: ReturnType<typeof afterCursor> | null; offset: number };

/** What a page query is built from. */
interface PageParts {
  db: Db;
  spec: AnyListSpec;
  filters: object;
  sort: ResolvedSort;
  limit: number;
  skip: Skip;
  walk: boolean;
  matchIds: readonly number[] | undefined;
}

/**
 * `ids`: the page's ids picked first from the sort index alone — after the cursor, or skipping
 * `offset` index entries — and only those rows joined to their display names.
 */
function idsFirst({ db, spec, filters, sort, limit, skip, walk, matchIds }: PageParts) {
  let ids: AnyQuery = joinSortRef(spec.from(db), sort);
  if (sort.join) ids = sort.join(ids);
  ids = ids.select(spec.id).$call(listFilter(spec, filters, walk, matchIds));
  if (skip.condition) ids = ids.where(skip.condition);
  ids = orderedBy(ids, sort).limit(pageBound(limit)).offset(pageBound(skip.offset));
  const rows = joinSortRef(spec.views(db), sort).select(sortValue(sort)).where(spec.id, 'in', ids);
  return orderedBy(rows, sort);
}

/** `rows`: the view filtered, sorted and cut in one query. */
function rowsAtOnce({ db, spec, filters, sort, limit, skip, matchIds }: PageParts) {
  let rows = joinSortRef(spec.views(db), sort).$call(listFilter(spec, filters, false, matchIds));
  if (spec.cursor) rows = rows.select(sortValue(sort));
  if (skip.condition) rows = rows.where(skip.condition);
  return orderedBy(rows, sort).limit(pageBound(limit)).offset(pageBound(skip.offset));
}

/** Stands for a search's matching ids while runCompiled builds a page once for any of them. */
const MATCH_IDS_MARKER: readonly number[] = Object.freeze([]);

/**
 * One page of a list, as the spec says it is read. `total` is the list's total when it was counted
 * first (a terms search on PostgreSQL: from 300 matches the page walks the sort index, see
 * search-match.ts), 0 otherwise; `matchIds` the search's matches when the count read them (then the
 * page filters by them instead of reading the index). A compiled spec's page is built once per
 * filters, sort, page size and skip (runCompiled; the cursor's values and the ids are filled in on
 * each call); a terms search joined from its matches is planned with its words (runCompiled's
 * `customPlan`).
 */
export function readPage<Row>(
  db: Db,
  spec: AnyListSpec,
  filters: object,
  sort: ResolvedSort,
  page: PageRequest,
  total = 0,
  matchIds?: readonly number[],
): Promise<PageRow<Row>[]> {
  const terms = spec.search !== undefined && 'terms' in spec.search;
  const walk = terms && searchWalks(db, total);
  const ids = terms && matchIds !== undefined;
  const build = (skip: Skip, idsValue: readonly number[] | undefined) => {
    const parts = { db, spec, filters, sort, limit: page.limit, skip, walk, matchIds: idsValue };
    return spec.page === 'ids' ? idsFirst(parts) : rowsAtOnce(parts);
  };
  if (!spec.compiled) {
    const condition = page.after ? afterCursor(sort, page.after) : null;
    const skip = { condition, offset: page.after ? 0 : page.offset };
    return build(skip, ids ? matchIds : undefined).execute() as Promise<PageRow<Row>[]>;
  }
  const skip = pageSkip(sort, page);
  return runCompiled<PageRow<Row>>(
    db,
    `${spec.name}.page ${JSON.stringify([filters, sort, page.limit, skip.key, walk, ids])}`,
    () => build(skip, ids ? MATCH_IDS_MARKER : undefined),
    ids ? [...skip.fill, [MATCH_IDS_MARKER, matchIds]] : skip.fill,
    terms && !ids && !walk && isSearched(filters),
  );
}

/** The list's total and the spec's sums over the same rows. */
export interface ListCount {
  total: number;
  sums: Record<string, number>;
  /** A terms search's matching ids, when the count read them (PostgreSQL, few matches). */
  matchIds?: readonly number[];
}

/**
 * The list's exact total, the cheapest way the spec allows: the spec's own exact reading for these
 * filters (`knownCount`: a rollup, a running count per user); when unfiltered, the running count of
 * active rows (`activeCount`); the
 * search-terms index alone when the search is the only filter and every word is indexed; otherwise
 * a count of the matching rows (with the spec's `sums`).
 */
export async function countList<F extends object>(db: Db, spec: AnyListSpec, filters: F): Promise<ListCount> {
  const known = spec.knownCount?.(db, filters);
  if (known) return known;
  if (spec.activeCount && isUnfiltered(filters, spec.context)) {
    return { total: await countActiveRows(db, spec.activeCount), sums: {} };
  }
  if (spec.search && 'terms' in spec.search && isSearchOnly(filters)) {
    const { q, archived } = engineFilters(filters);
    const matches = await countTermMatches(db, spec.search.terms, Boolean(archived), q);
    if (matches !== null) {
      const { total, ids } = matches;
      return ids ? { total, sums: {}, matchIds: ids } : { total, sums: {} };
    }
  }
  const sums = Object.entries(spec.sums);
  const build = () =>
    spec
      .from(db)
      .$call(listFilter(spec, filters))
      .select((eb) => [eb.fn.countAll<number>().as('n'), ...sums.map(([name, sum]) => sum.as(name))]);
  const [row] = spec.compiled
    ? await runCompiled<Record<string, unknown>>(db, `${spec.name}.count ${JSON.stringify(filters)}`, build)
    : await build().execute();
  const value = (name: string) => toCount(row?.[name] as number | string | undefined);
  return { total: value('n'), sums: Object.fromEntries(sums.map(([name]) => [name, value(name)])) };
}
