import { type LookupKind, parseSort } from '@officina/contracts';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the engine joins and orders queries of any table.
export type AnyQuery = SelectQueryBuilder<any, any, any>;

/** A sortable column: its qualified name and whether it may be NULL. */
export interface SortColumn {
  column: string;
  nullable: boolean;
  /** A reference sorted by what the list shows for it (see sortByLookup and friends). */
  ref?: SortRef;
  /**
   * The join the column needs when a page's ids are picked from the list's `from` query without it
   * (the opportunities sorted by their client's name); the list's `views` already join it.
   */
  join?: (query: AnyQuery) => AnyQuery;
}

/**
 * A reference column (a state, a category, a user, a client) sorted by what the list shows, not by
 * the id it stores: `on` is the referencing column; `joinSortRef` joins the (id, sort_key) rows the
 * order comes from, and the sort column is that join's `sort_key`.
 */
export type SortRef =
  | { on: string; lookup: LookupKind }
  | { on: string; user: true }
  | { on: string; named: 'clients' | 'projects' };

function sortRefColumn(ref: SortRef, nullable: boolean): SortColumn {
  return { column: `sort_${ref.on.replace('.', '_')}.sort_key`, nullable, ref };
}

/** A lookup (state, category, type) in its display order: position, then id, as pickers list them. */
export function sortByLookup(on: string, lookup: LookupKind, nullable: boolean): SortColumn {
  return sortRefColumn({ on, lookup }, nullable);
}

/** A user by the name the lists show ("Nome Cognome"), by its `name_key` (no case, no accents). */
export function sortByUser(on: string, nullable: boolean): SortColumn {
  return sortRefColumn({ on, user: true }, nullable);
}

/**
 * A client by its name (`name_key`, as its own list sorts it); a project by its code, which the lists
 * show first ("DEMO-006 · App prenotazioni").
 */
export function sortByName(on: string, named: 'clients' | 'projects', nullable: boolean): SortColumn {
  return sortRefColumn({ on, named }, nullable);
}

/** The (id, sort_key) rows a reference is sorted by. Archived lookups keep their place. */
function sortKeys(ref: SortRef): RawBuilder<unknown> {
  if ('lookup' in ref) {
    return sql`(select id, cast(row_number() over (order by position, id) as integer) as sort_key
      from lookups where kind = ${ref.lookup})`;
  }
  if ('user' in ref) return sql`(select id, name_key as sort_key from users)`;
  if (ref.named === 'projects') return sql`(select id, code as sort_key from projects)`;
  return sql`(select id, name_key as sort_key from clients)`;
}

export interface ResolvedSort extends SortColumn {
  direction: 'asc' | 'desc';
  /** Tie-breaker, sorted the same way (so an index on (column, id) serves both). */
  idColumn: string;
}

/** The sort of a `column` / `-column` query parameter among a list's sort columns. */
export function resolveSort(sorts: Record<string, SortColumn>, idColumn: string, sort: string): ResolvedSort {
  const { column, direction } = parseSort(sort);
  return { ...(sorts[column] as SortColumn), direction, idColumn };
}

/**
 * The query with the join its sort needs when the sort is by a reference (a no-op otherwise). Such a
 * sort reads every matching row — no index holds the order — which for 100k clients costs ≈ 30 ms on
 * SQLite and ≈ 90 ms on PostgreSQL, a few ms for a few thousand.
 */
export function joinSortRef<Q extends AnyQuery>(qb: Q, sort: ResolvedSort): Q {
  const { ref } = sort;
  if (!ref) return qb;
  const alias = sort.column.slice(0, sort.column.indexOf('.'));
  return qb.leftJoin(sortKeys(ref).as(alias), (join) =>
    join.on(sql<SqlBool>`${sql.ref(`${alias}.id`)} = ${sql.ref(ref.on)}`),
  ) as Q;
}

/**
 * The query ordered as the list: NULLs come first ascending and last descending on both engines
 * (SQLite's natural order; PostgreSQL's indexes on nullable sort columns are built NULLS FIRST to
 * match), then the id, so pages never overlap and keyset batches can continue from a row.
 */
export function orderedBy<Q extends AnyQuery>(qb: Q, sort: ResolvedSort): Q {
  const ref = sql.ref(sort.column);
  const id = sql.ref(sort.idColumn);
  if (sort.direction === 'asc') {
    return qb
      .orderBy(sort.nullable ? sql`${ref} asc nulls first` : sql`${ref} asc`)
      .orderBy(sql`${id} asc`) as Q;
  }
  return qb
    .orderBy(sort.nullable ? sql`${ref} desc nulls last` : sql`${ref} desc`)
    .orderBy(sql`${id} desc`) as Q;
}

/** The sort column of a list page's rows, as `sort_value` (what its next cursor is made from). */
export function sortValue(sort: ResolvedSort) {
  return sql.ref<string | number | null>(sort.column).as('sort_value');
}
