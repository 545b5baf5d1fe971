import type { Expression, ExpressionBuilder, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../database.ts';
import type { SearchTable } from './search-match.ts';
import { type AnyQuery, type ResolvedSort, resolveSort, type SortColumn } from './sort.ts';

/** A filter's condition, or a falsy value when the filter is not set (`f.city && eb(…)`). */
export type Condition = Expression<SqlBool> | false | null | undefined | 0 | '';

/** The expression builder of a query: its tables and joined aliases. */
export type BuilderOf<Q> =
  Q extends SelectQueryBuilder<infer DB, infer TB, infer _O> ? ExpressionBuilder<DB, TB> : never;

/** The rows a query selects. */
export type RowOf<Q> = Q extends SelectQueryBuilder<infer _DB, infer _TB, infer O> ? O : never;

/** The row of a `select…Views(db)` function: `type ProductViewRow = ViewRow<typeof selectProductViews>`. */
export type ViewRow<Select extends (db: Db) => AnyQuery> = RowOf<ReturnType<Select>>;

/** A list's filters: its query string without the paging parameters. */
export type FiltersOf<Query> = Omit<Query, 'page' | 'per_page' | 'sort' | 'after'>;

/** A table whose unfiltered total is a running count (migrations 0008-running-totals, 0018, 0028). */
export type ActiveCountTable =
  | 'clients'
  | 'persons'
  | 'opportunities'
  | 'attachments'
  | 'contracts'
  | 'projects'
  | 'todos'
  | 'documentations'
  | 'external_links';

/**
 * What a module declares about one of its lists (see the example in db/list/index.ts). `From` is
 * the query filters and counts read (the table alone unless `from` says otherwise), `Views` the
 * rows a page shows.
 */
export interface ListDeclaration<
  T extends keyof Database,
  F,
  From extends AnyQuery,
  Views extends AnyQuery,
  C extends boolean,
> {
  /** The list's table: its `id` breaks sort ties, `created_at` and `updated_at` are sort columns. */
  table: T;
  /** Names the list's compiled queries (`clients.page …`); the table's name unless set. */
  name?: string;
  /** The table with the joins the filters and search need (no display names): counts read it. */
  from?: (db: Db) => From;
  /** The rows a page shows, with their display names (also `find…View`'s query). */
  views: (db: Db) => Views;
  /**
   * The table's plain sort columns, space-separated: `key` (the column of that name), `key=column`
   * (another column), with `?` after a column that may be NULL: `'name=name_key city=city_key? code'`.
   */
  columns?: string;
  /** The other sort columns (references: sortByLookup, sortByUser, sortByName; joined columns). */
  sorts?: Record<string, SortColumn>;
  /** The table has `archived_at`: `archived` true lists archived rows, otherwise only active ones. */
  archive?: boolean;
  /** Filters compared for equality with the table's column of the same name, when set. */
  equal?: (keyof F & string)[];
  /** The list's other filters, each a condition or falsy when unset; all must hold. */
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
   * tables. `rows` (the default): `views` filtered, sorted and cut in one query.
   */
  page?: 'ids' | 'rows';
  /** Pages answer a sealed `next_cursor` and continue from `after` (db/list/cursor.ts). */
  cursor?: C;
  /**
   * Pages and counts built and compiled once per distinct filters, sort and page (runCompiled).
   * Only when the SQL follows from the filters alone: not when a filter reads the clock.
   */
  compiled?: boolean;
  /** The unfiltered total (active rows, no filter, no search) is the table's running count. */
  activeCount?: boolean;
  /**
   * The total and `sums` for these filters read some other exact way (a rollup, a running count
   * per user), or null to count the rows: the time entries' unfiltered total from
   * `timing_day_totals`, the to-dos of one assignee from `todo_assignee_counts`.
   */
  knownCount?: (db: Db, filters: F) => Promise<{ total: number; sums: Record<string, number> }> | null;
  /** Keys of `F` that only qualify other filters (the clock "overdue" is judged at): never a filter. */
  context?: (keyof F & string)[];
  /** Sums computed with the total, answered as `sums` (the time entries' minutes). */
  sums?: Record<string, RawBuilder<number>>;
}

/** A large list (thousands of rows and more): ids first from the sort index, keyset cursors, compiled. */
export const LARGE_LIST = { page: 'ids', cursor: true, compiled: true } as const;

/** A declared list as the engine reads it. */
export interface ListSpec<F, From extends AnyQuery, Views extends AnyQuery, C extends boolean = boolean> {
  name: string;
  /** The qualified id column: the sorts' tie-breaker and what `ids` pages pick. */
  id: string;
  from: (db: Db) => From;
  views: (db: Db) => Views;
  sorts: Record<string, SortColumn>;
  /** The qualified `archived_at` column, when the list has an archive view. */
  archive: string | null;
  equal: { key: string; column: string }[];
  filters?: (eb: BuilderOf<From>, filters: F) => Condition[];
  search?: ListDeclaration<keyof Database, F, From, Views, C>['search'];
  page: 'ids' | 'rows';
  cursor?: C;
  compiled: boolean;
  activeCount: ActiveCountTable | null;
  knownCount: ListDeclaration<keyof Database, F, From, Views, C>['knownCount'];
  context: string[];
  sums: Record<string, RawBuilder<number>>;
}

/** The sort columns of a `columns` declaration, qualified with the table. */
function columnSorts(table: string, columns: string): Record<string, SortColumn> {
  const words = columns.split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    words.map((word) => {
      const nullable = word.endsWith('?');
      const [key, column = key] = word.replace(/\?$/, '').split('=') as [string, string?];
      return [key, { column: `${table}.${column}`, nullable }];
    }),
  );
}

/**
 * Declares a list whose filters (the query string without its paging) are `F`:
 * `defineList<ClientFilters>()({ table: 'clients', … })`, the spec `listPage` and the other functions
 * of db/list/index.ts read.
 */
export function defineList<F extends object>() {
  return <
    T extends keyof Database,
    Views extends AnyQuery,
    C extends boolean = false,
    From extends AnyQuery = SelectQueryBuilder<Database, T, object>,
  >(
    list: ListDeclaration<T, F, From, Views, C>,
  ): ListSpec<F, From, Views, C> => {
    const { table } = list;
    return {
      name: list.name ?? table,
      id: `${table}.id`,
      from: list.from ?? ((db) => db.selectFrom(table) as unknown as From),
      views: list.views,
      sorts: { ...columnSorts(table, `created_at updated_at ${list.columns ?? ''}`), ...list.sorts },
      archive: list.archive ? `${table}.archived_at` : null,
      equal: (list.equal ?? []).map((key) => ({ key, column: `${table}.${key}` })),
      filters: list.filters,
      search: list.search,
      page: list.page ?? 'rows',
      cursor: list.cursor,
      compiled: list.compiled ?? false,
      activeCount: list.activeCount ? (table as ActiveCountTable) : null,
      knownCount: list.knownCount,
      context: list.context ?? [],
      sums: list.sums ?? {},
    };
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the engine reads every list's spec alike.
export type AnyListSpec = ListSpec<any, AnyQuery, AnyQuery>;

/** The sort of a `column` / `-column` parameter, with the list's id as tie-breaker. */
export function resolveListSort(spec: AnyListSpec, sort: string): ResolvedSort {
  return resolveSort(spec.sorts, spec.id, sort);
}
