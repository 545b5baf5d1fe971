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

type TermRange = { from: string; to: string };

/** The ids of `table`'s records with a search term in `range`, in the given archive view. */
function termMatches(table: SearchTable, archived: boolean, range: TermRange) {
  return sql`select record_id from ${sql.table(`${table}_search_terms`)}
    where archived = ${sql.raw(archived ? 'true' : 'false')} and term >= ${range.from} and term < ${range.to}`;
}

/**
 * The ids of `table`'s records with a term in every one of `ranges` (at least one), as one nested
 * statement: the first word's terms whose record is `in` the second's, and so on. PostgreSQL runs
 * each `in` as a hash semi-join and SQLite as a lookup in a list it builds once — a third of the
 * time of the INTERSECT of every word's ids it replaced (measured on 100k clients, two words of
 * 23k terms each: 6 ms against 17.5 ms for the count, 9.5 ms against 17 ms for the page). A record
 * can have several terms starting with the same word, so the ids may repeat: the page reads them
 * with `in`, the count counts them distinct.
 */
function matchesOfAll(table: SearchTable, archived: boolean, ranges: TermRange[]): RawBuilder<unknown> {
  const [first, ...rest] = ranges as [TermRange, ...TermRange[]];
  const head = termMatches(table, archived, first);
  return rest.length === 0 ? head : sql`${head} and record_id in (${matchesOfAll(table, archived, rest)})`;
}

/**
 * The search box as conditions on the table (every word must match, as a substring of
 * `search_text`). The words of 3+ characters are ranges of the table's search-terms index
 * (migration 0013: a word is a substring exactly when it starts one of the terms), all of them in
 * one condition (`matchesOfAll`); shorter words are a LIKE each. `archived` is the list's archive
 * view, which the index is keyed by.
 *
 * `walk` (see `searchWalks`) writes the condition as `(id in (…)) is true`, which PostgreSQL does
 * not turn into a join: it stays a hashed filter on the walk of the sort index, which stops once the
 * page is full. As a plain IN, PostgreSQL joins from the matches and sorts them all — one lookup per
 * match, right for a few, 30 ms for 1,667 of 100k clients (it cannot keep a hash join's order). The
 * plain IN must be planned with its words (`runCompiled`'s `customPlan`): the generic plan of a
 * named statement guesses 24,000 matches for any range and hash-joins the whole sort index.
 *
 * `matchIds`: the matches already read with the count (`countTermMatches`, PostgreSQL), which the
 * page then filters by instead of reading the index again — `in (select unnest(ids))`, a hashed
 * filter or a join from the ids with the generic plan of a named statement (`= any(ids)` is hashed
 * only when the ids are the plan's constants, and planning with 3,126 of them took 8–10 ms).
 */
export function searchTermConditions(
  table: SearchTable,
  archived: boolean,
  q: string | undefined,
  walk: boolean,
  matchIds?: readonly number[],
): Expression<SqlBool>[] {
  const ranges: TermRange[] = [];
  const likes: Expression<SqlBool>[] = [];
  for (const word of searchWords(q)) {
    const range = termRange(word);
    if (range) ranges.push(range);
    else likes.push(likeEscaped(`${table}.search_text`, likePattern(word)));
  }
  if (ranges.length === 0) return likes;
  const id = sql.ref(`${table}.id`);
  const match = matchIds
    ? sql<SqlBool>`${id} in (select unnest(${matchIds}::integer[]))`
    : sql<SqlBool>`${id} in (${matchesOfAll(table, archived, ranges)})`;
  return [...likes, walk ? sql<SqlBool>`(${match}) is true` : match];
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
 * Up to how many matching index entries a PostgreSQL search reads as ids, with its count, for its page
 * (`countTermMatches`): 5,000 ids are about 30 kB to send and parse, and a page filtered by them
 * needs no second reading of the index.
 */
const MATCH_IDS_AT_MOST = 5_000;

/** The matches of a search counted from its terms index, and on PostgreSQL their ids when few. */
export interface TermMatchCount {
  total: number;
  /** The distinct matching ids, when the index held at most `MATCH_IDS_AT_MOST` matching entries. */
  ids: readonly number[] | null;
}

/**
 * The number of records of the archive view that match every word of `q`, counted from the
 * search-terms index alone when every word is indexed; otherwise null (the caller counts rows): the
 * distinct ids of `matchesOfAll`.
 *
 * On PostgreSQL the matching entries are first read as ids, at most `idsAtMost` + 1 of them:
 * when that is all of them, they are the count (distinct) and the page's filter (`readPage`), and the
 * semi-join of two words' terms — most of a two-word search's time — runs once instead of twice
 * (PERFORMANCE.md, nineteenth pass). With more, the count is the index's as on SQLite, after the
 * cut-off read (up to `idsAtMost` + 1 entries read in vain; not measured apart).
 */
export async function countTermMatches(
  db: Db,
  table: SearchTable,
  archived: boolean,
  q: string | undefined,
  idsAtMost = MATCH_IDS_AT_MOST,
): Promise<TermMatchCount | null> {
  const ranges = searchWords(q).map(termRange);
  if (ranges.length === 0 || ranges.some((r) => r === null)) return null;
  const matches = matchesOfAll(table, archived, ranges as TermRange[]);
  if (!isSqlite(db)) {
    const read = sql<{ ids: (number | string)[] | null }>`select array_agg(record_id) as ids
      from (${matches} limit ${sql.lit(idsAtMost + 1)}) m`;
    const entries = (await read.execute(db)).rows[0]?.ids ?? [];
    if (entries.length <= idsAtMost) {
      const ids = [...new Set(entries.map(Number))];
      return { total: ids.length, ids };
    }
  }
  const count = sql<{ n: number | string }>`select count(distinct record_id) as n from (${matches}) m`;
  const { rows } = await count.execute(db);
  return { total: toCount(rows[0]?.n), ids: null };
}
