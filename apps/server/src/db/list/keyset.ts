import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { CURSOR_MARKERS } from '../prepared.ts';
import type { PageRequest } from './cursor.ts';
import type { ResolvedSort } from './sort.ts';

/** The row a keyset page or batch continues after: its sort value and id. */
export interface Cursor {
  value: string | number | null;
  id: number;
}

/**
 * WHERE condition selecting the rows after `cursor` in the list's order (sort.ts' orderedBy). Written
 * as a row-value comparison, `(column, id) > (value, id)`, which both engines answer with one seek on
 * the (column, id) index; the equivalent `a > v or (a = v and id > i)` made PostgreSQL scan from the
 * start of the index. NULLs sort first ascending and last descending. Kysely has no row values: raw SQL.
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
 * How a page built for runCompiled skips to its rows: after the cursor (a WHERE on the sort index,
 * offset 0) or by offset. `key` tells the compiled query apart (a NULL cursor value is other SQL);
 * `fill` puts this call's cursor values in place of the markers the query was built with.
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

/**
 * A page bound (LIMIT/OFFSET, already validated integers) written into the SQL as a literal. With
 * parameters, PostgreSQL can't know the page size when it plans a prepared statement, so it kept
 * re-planning list queries on every call (1–2 ms, more than running them); with literals the plan
 * is the same on every call and stays cached. A new page size or offset is a new statement text.
 */
export function pageBound(n: number) {
  return sql.lit(Math.max(0, Math.trunc(n)));
}
