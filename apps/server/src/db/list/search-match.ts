import { type Expression, type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Db } from '../database.ts';
import { likePattern, searchWords, termRange } from '../search.ts';
import { toCount } from '../values.ts';

/** A table whose search box reads its search-terms index (migration 0013). */
export type SearchTable = 'clients' | 'persons' | 'attachments';

/** LIKE with an explicit escape character, identical on both engines (Kysely has no ESCAPE). */
export function likeEscaped(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Whether `db` (the app's Kysely or a transaction of it) runs on SQLite. */
export function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

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
export function searchTermConditions(
  table: SearchTable,
  archived: boolean,
  q: string | undefined,
  walk: boolean,
): Expression<SqlBool>[] {
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
 * index with the search as a filter (`searchTermConditions`' `walk`). Only on PostgreSQL: SQLite's
 * planner already picks between the two from the IN list it builds.
 */
export function searchWalks(db: Db, matches: number): boolean {
  return !isSqlite(db) && matches >= WALK_FROM_MATCHES;
}

/**
 * The number of records of the archive view that match every word of `q`, counted from the
 * search-terms index alone when every word is indexed; otherwise null (the caller counts rows). One
 * word: its distinct record ids (a record may have several terms that start with the word); several:
 * the intersection of theirs.
 */
export async function countTermMatches(
  db: Db,
  table: SearchTable,
  archived: boolean,
  q: string | undefined,
): Promise<number | null> {
  const ranges = searchWords(q).map(termRange);
  if (ranges.length === 0 || ranges.some((r) => r === null)) return null;
  const sets = ranges.map((r) => termMatches(table, archived, r as { from: string; to: string }));
  const matches =
    sets.length === 1 ? sql`select distinct record_id from (${sets[0]}) m` : sql.join(sets, sql` intersect `);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${matches}) s`.execute(db);
  return toCount(rows[0]?.n);
}
