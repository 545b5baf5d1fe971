import type { Expression, ExpressionBuilder, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { expressionBuilder, sql } from 'kysely';
import type { Db } from '../database.ts';
import { searchPatterns, searchWords } from '../search.ts';
import { type SearchTable, searchTermConditions } from './search-match.ts';
import { type AnyQuery, type ResolvedSort, resolveSort, type SortColumn } from './sort.ts';

/** A filter's condition, or a falsy value when the filter is not set (`f.state_id && eb(…)`). */
export type Condition = Expression<SqlBool> | false | null | undefined | 0 | '';

/** The expression builder of a query: its tables and joined aliases. */
export type BuilderOf<Q> =
  Q extends SelectQueryBuilder<infer DB, infer TB, infer _O> ? ExpressionBuilder<DB, TB> : never;

/** The rows a query selects. */
export type RowOf<Q> = Q extends SelectQueryBuilder<infer _DB, infer _TB, infer O> ? O : never;

/** The filters the engine reads itself, when a list has them: the search box and the archive view. */
export interface ListFilters {
  q?: string | undefined;
  archived?: boolean | undefined;
}

/** A list's filters as the engine reads them (any object: a list need not have `q` or `archived`). */
export function engineFilters(filters: object): ListFilters {
  return filters as ListFilters;
}

/** A table whose unfiltered total is a running count (migration 0008-running-totals). */
export type ActiveCountTable = 'clients' | 'persons' | 'opportunities';

/**
 * What a module declares about one of its lists; `listPage`, `readPage`, `countList`, `listBatches`
 * and `listAll` (db/list/index.ts) answer from it. `From` is the query filters and counts read,
 * `Views` the rows a page shows.
 */
export interface ListSpec<F, From extends AnyQuery, Views extends AnyQuery, C extends boolean = boolean> {
  /** Names the list's compiled queries (`clients` → `clients.page …`, `clients.count …`). */
  name: string;
  /** The qualified id column: the sort's tie-breaker and what `ids` pages pick. */
  id: string;
  /** The table with the joins the filters and search need (no display names): counts read it. */
  from: (db: Db) => From;
  /** The rows a page shows, with their display names (also `find…View`'s query). */
  views: (db: Db) => Views;
  /** The sort columns by the name the `sort` parameter uses. */
  sorts: Record<string, SortColumn>;
  /** The `archived_at` column: `archived` true lists archived rows, otherwise only active ones. */
  archive?: string;
  /** The list's own filters, each a condition or falsy when unset; all must hold. */
  filters?: (eb: BuilderOf<From>, filters: F) => Condition[];
  /**
   * The search box (`q`, every word must match): a range of the table's search-terms index
   * (clients, persons: migration 0013), or `like`, the condition for one word's `%word%` pattern
   * (written with `likeEscaped`).
   */
  search?: { terms: SearchTable } | { like: (eb: BuilderOf<From>, pattern: string) => Expression<SqlBool> };
  /**
   * How a page is read. `ids`: the page's ids first, from `from` and the sort index alone (a deep
   * OFFSET then skips index entries, not rows), then only those rows from `views` — for large
   * tables. `rows`: `views` filtered, sorted and cut in one query.
   */
  page: 'ids' | 'rows';
  /** Pages answer a sealed `next_cursor` and continue from `after` (db/list/cursor.ts). */
  cursor?: C;
  /**
   * Pages and counts built and compiled once per distinct filters, sort and page (runCompiled).
   * Only when the SQL follows from the filters alone: not when a filter reads the clock.
   */
  compiled?: boolean;
  /** The unfiltered total (active rows, no filter, no search) is this table's running count. */
  activeCount?: ActiveCountTable;
  /** Sums computed with the total, answered as `sums` (the time entries' minutes). */
  sums?: Record<string, RawBuilder<number>>;
}

/** Declares a list (an identity function: it lets TypeScript infer the spec's queries). */
export function defineList<
  F extends object,
  From extends AnyQuery,
  Views extends AnyQuery,
  C extends boolean = false,
>(spec: ListSpec<F, From, Views, C>): ListSpec<F, From, Views, C> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: the engine reads every list's spec alike.
export type AnyListSpec = ListSpec<any, AnyQuery, AnyQuery>;

/** The sort of a `column` / `-column` parameter, with the list's id as tie-breaker. */
export function resolveListSort(spec: AnyListSpec, sort: string): ResolvedSort {
  return resolveSort(spec.sorts, spec.id, sort);
}

function isSet(condition: Condition): condition is Expression<SqlBool> {
  return Boolean(condition);
}

/**
 * The WHERE of a list, its count, its export and its callers' aggregates (boards, reports), as a
 * query transform for `$call`: the archive view, the list's filters, then the search words (no
 * WHERE at all when none is set). `walk` is the form of a terms search (search-match.ts'
 * searchTermConditions).
 */
export function listFilter<F extends object>(spec: AnyListSpec, filters: F, walk = false) {
  const { q, archived } = engineFilters(filters);
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
          ? searchTermConditions(search.terms, Boolean(archived), q, walk)
          : searchPatterns(q).map((pattern) => search.like(eb, pattern));
    const conditions = [archive, ...(spec.filters?.(eb, filters) ?? []), ...words].filter(isSet);
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
