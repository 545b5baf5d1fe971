import type { LookupKind } from '@officina/contracts';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Db } from './database.ts';
import type { PageRequest } from './keyset-page.ts';
import { CURSOR_MARKERS } from './prepared.ts';
import { likePattern, searchWords, termRange } from './search.ts';
import { toCount } from './values.ts';

/** A sortable column: its qualified name and whether it may be NULL. */
export interface SortColumn {
  column: string;
  nullable: boolean;
  /** A reference sorted by what the list shows for it (see sortByLookup and friends). */
  ref?: SortRef;
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

/**
 * The query with the join its sort needs when the sort is by a reference (a no-op otherwise). Such a
 * sort reads every matching row — no index holds the order — which for 100k clients costs ≈ 30 ms on
 * SQLite and ≈ 90 ms on PostgreSQL, a few ms for a few thousand.
 */
export function joinSortRef<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  sort: ResolvedSort,
): SelectQueryBuilder<DB, TB, O> {
  const { ref } = sort;
  if (!ref) return qb;
  const alias = sort.column.slice(0, sort.column.indexOf('.'));
  const joined = qb.leftJoin(sortKeys(ref).as(alias), (join) =>
    join.on(sql<SqlBool>`${sql.ref(`${alias}.id`)} = ${sql.ref(ref.on)}`),
  );
  return joined as unknown as SelectQueryBuilder<DB, TB, O>;
}

export interface ResolvedSort extends SortColumn {
  direction: 'asc' | 'desc';
  /** Tie-breaker, sorted the same way (so an index on (column, id) serves both). */
  idColumn: string;
}

/**
 * ORDER BY terms of a list. NULLs come first ascending and last descending on both engines
 * (SQLite's natural order; PostgreSQL's indexes on nullable sort columns are built NULLS FIRST to
 * match), then the id, so pages never overlap and keyset batches can continue from a row.
 */
export function orderTerms(sort: ResolvedSort): RawBuilder<unknown>[] {
  const ref = sql.ref(sort.column);
  const id = sql.ref(sort.idColumn);
  if (sort.direction === 'asc') {
    return [sort.nullable ? sql`${ref} asc nulls first` : sql`${ref} asc`, sql`${id} asc`];
  }
  return [sort.nullable ? sql`${ref} desc nulls last` : sql`${ref} desc`, sql`${id} desc`];
}

/** The row a keyset batch continues after: its sort value and id. */
export interface Cursor {
  value: string | number | null;
  id: number;
}

/**
 * WHERE condition selecting the rows after `cursor` in the order of `orderTerms(sort)`. Written as
 * a row-value comparison, `(column, id) > (value, id)`, which both engines answer with one seek on
 * the (column, id) index; the equivalent `a > v or (a = v and id > i)` made PostgreSQL scan from the
 * start of the index. NULLs sort first ascending and last descending (see orderTerms).
 */
export function afterCursor(sort: ResolvedSort, cursor: Cursor): RawBuilder<SqlBool> {
  const ref = sql.ref(sort.column);
  const id = sql.ref(sort.idColumn);
  const v = cursor.value;
  // Sorted by the id itself (the opportunities' number): a plain range, which SQLite seeks on too.
  if (sort.column === sort.idColumn) {
    return sort.direction === 'asc' ? sql<SqlBool>`${id} > ${cursor.id}` : sql<SqlBool>`${id} < ${cursor.id}`;
  }
  if (sort.direction === 'asc') {
    if (v === null) return sql<SqlBool>`((${ref} is null and ${id} > ${cursor.id}) or ${ref} is not null)`;
    return sql<SqlBool>`(${ref}, ${id}) > (${v}, ${cursor.id})`;
  }
  if (v === null) return sql<SqlBool>`(${ref} is null and ${id} < ${cursor.id})`;
  const before = sql<SqlBool>`(${ref}, ${id}) < (${v}, ${cursor.id})`;
  return sort.nullable ? sql<SqlBool>`(${before} or ${ref} is null)` : before;
}

/**
 * How a list page built for runCompiled skips to its rows: after the cursor (a WHERE on the sort
 * index, offset 0) or by offset. `key` tells the compiled query apart (a NULL cursor value is other
 * SQL); `fill` puts this call's cursor values in place of the markers the query was built with.
 */
export function pageSkip(sort: ResolvedSort, page: PageRequest) {
  const after = page.after;
  if (!after) {
    return { condition: null, offset: page.offset, key: `offset ${page.offset}`, fill: [] as const };
  }
  const marked = { value: after.value === null ? null : CURSOR_MARKERS.value, id: CURSOR_MARKERS.id };
  return {
    condition: afterCursor(sort, marked),
    offset: 0,
    key: `after ${after.value === null ? 'null' : 'value'}`,
    fill: [
      [CURSOR_MARKERS.value, after.value],
      [CURSOR_MARKERS.id, after.id],
    ] as const,
  };
}

/** The sort column of a list page's rows, as `sort_value` (what its next cursor is made from). */
export function sortValue(sort: ResolvedSort) {
  return sql.ref<string | number | null>(sort.column).as('sort_value');
}

/** LIKE with an explicit escape character, identical on both engines. */
export function likeEscaped(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Whether `db` (the app's Kysely or a transaction of it) runs on SQLite. */
export function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** A table whose search box reads its search-terms index (migration 0013). */
export type SearchTable = 'clients' | 'persons';

/** The ids of `table`'s records with a search term in `range`, in the given archive view. */
function termMatches(table: SearchTable, archived: boolean, range: { from: string; to: string }) {
  return sql`select record_id from ${sql.table(`${table}_search_terms`)}
    where archived = ${sql.raw(archived ? 'true' : 'false')} and term >= ${range.from} and term < ${range.to}`;
}

/**
 * The search box as conditions on the table (every word must match, as a substring of
 * `search_text`). A word of 3+ characters is a range of the table's search-terms index (migration
 * 0013: a word is a substring exactly when it starts one of the terms); shorter words are a LIKE.
 * `archived` is the list's archive view, which the index is keyed by.
 *
 * `walk` (see `searchWalks`) writes the condition as `(id in (…)) is true`, which PostgreSQL does
 * not turn into a join: it stays a hashed filter on the walk of the sort index, which stops once the
 * page is full. As a plain IN, PostgreSQL joins from the matches and sorts them all — one lookup per
 * match, right for a few, 30 ms for 1,667 of 100k clients (it cannot keep a hash join's order). The
 * plain IN must be planned with its words (`runCompiled`'s `customPlan`): the generic plan of a
 * named statement guesses 24,000 matches for any range and hash-joins the whole sort index.
 */
export function searchConditions(table: SearchTable, archived: boolean, q: string | undefined, walk = false) {
  return searchWords(q).map((word) => {
    const range = termRange(word);
    if (!range) return likeEscaped(`${table}.search_text`, likePattern(word));
    const match = sql<SqlBool>`${sql.ref(`${table}.id`)} in (${termMatches(table, archived, range)})`;
    return walk ? sql<SqlBool>`(${match}) is true` : match;
  });
}

/** Matches from which a PostgreSQL page walks the sort index instead of joining from the matches. */
const WALK_FROM_MATCHES = 300;

/**
 * Whether a list page of `matches` rows (the list's total, counted first) should walk its sort
 * index with the search as a filter (`searchConditions`' `walk`). Only on PostgreSQL: SQLite's
 * planner already picks between the two from the IN list it builds.
 */
export function searchWalks(db: Db, matches: number): boolean {
  return !isSqlite(db) && matches >= WALK_FROM_MATCHES;
}

/**
 * A list page and its total. They run side by side, except a search on PostgreSQL: its page is read
 * according to its total (`searchWalks`), so the total comes first and `readPage` gets it (0
 * otherwise).
 */
export async function pageAndTotal<Row>(
  db: Db,
  q: string | undefined,
  readPage: (total: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<[rows: Row[], total: number]> {
  if (!isSqlite(db) && searchWords(q).length > 0) {
    const total = await count();
    return [await readPage(total), total];
  }
  return Promise.all([readPage(0), count()]);
}

/** A list's filters as countSearchMatches reads them: the search box, the archive view, the rest. */
export type SearchFilters = { q?: string | undefined; archived?: boolean | undefined } & Record<
  string,
  unknown
>;

/**
 * The number of records of the list's archive view that match every word of `q`, counted from the
 * search-terms index alone — when the search is the list's only filter and every word is indexed;
 * otherwise null (the caller counts rows). One word: its distinct record ids (a record may have
 * several terms that start with the word); several: the intersection of theirs.
 */
export async function countSearchMatches(
  db: Db,
  table: SearchTable,
  filters: SearchFilters,
): Promise<number | null> {
  const searchOnly = Object.entries(filters).every(
    ([key, value]) => key === 'q' || key === 'archived' || value === undefined,
  );
  if (!searchOnly) return null;
  const { q } = filters;
  const archived = Boolean(filters.archived);
  const ranges = searchWords(q).map(termRange);
  if (ranges.length === 0 || ranges.some((r) => r === null)) return null;
  const sets = ranges.map((r) => termMatches(table, archived, r as { from: string; to: string }));
  const matches =
    sets.length === 1 ? sql`select distinct record_id from (${sets[0]}) m` : sql.join(sets, sql` intersect `);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${matches}) s`.execute(db);
  return toCount(rows[0]?.n);
}

/**
 * Active (not archived) rows of a table: the unfiltered list's total, read from the running count
 * the triggers of migration 0008-running-totals keep (a count over the table cost 35 ms for 100k
 * rows on PostgreSQL).
 */
export async function countActiveRows(
  db: Db,
  table: 'clients' | 'persons' | 'opportunities',
): Promise<number> {
  const row = await db
    .selectFrom('active_row_counts')
    .select('n')
    .where('table_name', '=', table)
    .executeTakeFirst();
  return toCount(row?.n);
}

/**
 * A page bound (LIMIT/OFFSET, already validated integers) written into the SQL as a literal. With
 * parameters, PostgreSQL can't know the page size when it plans a prepared statement, so it kept
 * re-planning list queries on every call (1–2 ms, more than running them); with literals the plan
 * is the same on every call and stays cached. A new page size or offset is a new statement text.
 */
export function pageBound(n: number) {
  return sql.lit(Math.max(0, Math.trunc(n)));
}
