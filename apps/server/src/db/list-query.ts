import { type RawBuilder, type SqlBool, sql } from 'kysely';

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

/** WHERE condition selecting the rows after `cursor` in the order of `orderTerms(sort)`. */
export function afterCursor(sort: ResolvedSort, cursor: Cursor): RawBuilder<SqlBool> {
  const ref = sql.ref(sort.column);
  const id = sql.ref(sort.idColumn);
  const v = cursor.value;
  if (sort.direction === 'asc') {
    if (v === null) return sql<SqlBool>`((${ref} is null and ${id} > ${cursor.id}) or ${ref} is not null)`;
    return sql<SqlBool>`(${ref} > ${v} or (${ref} = ${v} and ${id} > ${cursor.id}))`;
  }
  if (v === null) return sql<SqlBool>`(${ref} is null and ${id} < ${cursor.id})`;
  return sql<SqlBool>`(${ref} < ${v} or (${ref} = ${v} and ${id} < ${cursor.id}) or ${ref} is null)`;
}

/** LIKE with an explicit escape character, identical on both engines. */
export function likeEscaped(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
