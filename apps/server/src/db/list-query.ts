import { type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Db } from './database.ts';
import type { PageRequest } from './keyset-page.ts';
import { CURSOR_MARKERS } from './prepared.ts';
import { likePattern, searchWords } from './search.ts';
import { toCount } from './values.ts';

/** A sortable column: its qualified name and whether it may be NULL. */
export interface SortColumn {
  column: string;
  nullable: boolean;
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

/**
 * The search box as conditions on `<table>.search_text` (every word must match, as a substring).
 * PostgreSQL runs the LIKE on its pg_trgm index. On SQLite a LIKE '%word%' reads every row, so a
 * word of 3+ characters is looked up in the table's FTS5 trigram index (`<table>_search`, migration
 * 0006) as a quoted phrase, which the trigram tokenizer matches as a case-insensitive substring:
 * the same rows as the LIKE, from the index. Shorter words keep the plain LIKE.
 */
export function searchConditions(db: Db, table: 'clients' | 'persons', q: string | undefined) {
  const sqlite = isSqlite(db);
  return searchWords(q).map((word) =>
    sqlite && [...word].length >= 3
      ? sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(`${table}_search`)} where ${sql.table(`${table}_search`)} match ${`"${word.replaceAll('"', '""')}"`})`
      : likeEscaped(`${table}.search_text`, likePattern(word)),
  );
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
