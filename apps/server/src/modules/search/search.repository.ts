import { type Insertable, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/values.ts';
import type { SearchDocumentsTable } from './search.table.ts';

/** An index row as the search module writes it (keys already normalised). */
export type SearchDocumentRow = Insertable<SearchDocumentsTable>;

/** A candidate hit as read back. */
export interface SearchCandidate {
  id: number;
  kind: string;
  record_id: number;
  title: string;
  subtitle: string | null;
  path: string;
  title_key: string;
  archived: boolean | number;
  updated_at: string;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const CANDIDATE_COLUMNS = [
  'search_documents.id',
  'search_documents.kind',
  'search_documents.record_id',
  'search_documents.title',
  'search_documents.subtitle',
  'search_documents.path',
  'search_documents.title_key',
  'search_documents.archived',
  'search_documents.updated_at',
] as const;

/** Rows per INSERT: stays under SQLite's 32 766 bound parameters (9 per row). */
const WRITE_CHUNK = 500;

/** Inserts or replaces the documents (unique by kind and record). */
export async function upsertSearchDocuments(db: Db, rows: readonly SearchDocumentRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    await db
      .insertInto('search_documents')
      .values(rows.slice(i, i + WRITE_CHUNK))
      .onConflict((oc) =>
        oc.columns(['kind', 'record_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          subtitle: eb.ref('excluded.subtitle'),
          path: eb.ref('excluded.path'),
          title_key: eb.ref('excluded.title_key'),
          body_key: eb.ref('excluded.body_key'),
          archived: eb.ref('excluded.archived'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Removes the documents of these records of one kind. */
export async function deleteSearchDocuments(
  db: Db,
  kind: string,
  recordIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < recordIds.length; i += WRITE_CHUNK) {
    await db
      .deleteFrom('search_documents')
      .where('kind', '=', kind)
      .where('record_id', 'in', recordIds.slice(i, i + WRITE_CHUNK))
      .execute();
  }
}

/** The indexed record ids of one kind in (after, upTo]: what a reindex batch compares with. */
export async function indexedRecordIds(
  db: Db,
  kind: string,
  after: number,
  upTo: number | null,
): Promise<number[]> {
  const rows = await db
    .selectFrom('search_documents')
    .select('record_id')
    .where('kind', '=', kind)
    .where('record_id', '>', after)
    .$if(upTo !== null, (q) => q.where('record_id', '<=', upTo as number))
    .execute();
  return rows.map((r) => r.record_id);
}

/** Empties the index (a reindex from scratch). */
export async function clearSearchDocuments(db: Db): Promise<void> {
  await db.deleteFrom('search_documents').execute();
}

export async function countSearchDocuments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return toCount(row?.n as number | string | undefined);
}

/** How one kind's candidates are read (search.service.ts): at most `limit` rows per way of matching. */
export interface CandidateQuery {
  kind: string;
  /** The query key: titles starting with it, a range [key, upper) of the (kind, title_key) index. */
  key: string;
  upper: string;
  /** Words (letters and digits, searchKey made them so) every full-text match starts; null: none. */
  words: readonly string[] | null;
  archived: boolean;
  limit: number;
}

/**
 * One kind's candidates as the parts of a `union all`: the titles starting with the key, then (with
 * `words`) the most recently indexed documents whose title words start with every word, then those
 * whose words anywhere do. A record may come more than once.
 */
function candidateParts(db: Db, query: CandidateQuery) {
  const prefix = db
    .selectFrom('search_documents')
    .select(CANDIDATE_COLUMNS)
    .where('kind', '=', query.kind)
    .where('title_key', '>=', query.key)
    .where('title_key', '<', query.upper)
    .$if(!query.archived, (q) => q.where('archived', '=', 0))
    .orderBy('title_key')
    .limit(query.limit);
  const parts = [db.selectFrom(prefix.as('c')).selectAll()];
  if (!query.words) return parts;
  const read = isPostgres(db) ? postgresWordMatches : sqliteWordMatches;
  parts.push(db.selectFrom(read(db, query, query.words, true).as('c')).selectAll());
  parts.push(db.selectFrom(read(db, query, query.words, false).as('c')).selectAll());
  return parts;
}

function unionOf(parts: ReturnType<typeof candidateParts>) {
  const [first, ...rest] = parts;
  if (!first) throw new Error('no candidate query');
  return rest.reduce((union, part) => union.unionAll(part), first);
}

/**
 * The candidates of every kind asked (each row names its kind). SQLite: one statement for all the
 * kinds — one trip to a read worker instead of one per kind, which is what a search cost there on a
 * million documents (docs/PERFORMANCE.md, global search). PostgreSQL: one statement per kind, sent
 * side by side on the pool's connections, so the kinds' index reads run in parallel.
 */
export async function searchCandidates(
  db: Db,
  queries: readonly CandidateQuery[],
): Promise<SearchCandidate[]> {
  if (queries.length === 0) return [];
  if (!isPostgres(db)) return unionOf(queries.flatMap((q) => candidateParts(db, q))).execute();
  const perKind = await Promise.all(queries.map((q) => unionOf(candidateParts(db, q)).execute()));
  return perKind.flat();
}

/** A tsquery lexeme, quoted (the words are letters and digits; the quote is for safety). */
const lexeme = (text: string) => `'${text.replace(/['\\]/g, (c) => `\\${c}`)}'`;

/**
 * PostgreSQL: the lexemes carry the kind and the field (migration 0025 `kindWords`: "person1rossi"
 * a person's title word, "person2…" a body word), so `'person1ross':* & …` is one GIN lookup of
 * that kind's words, cast verbatim to tsquery (no parser). Ordered by `id + 0`: the GIN bitmap and
 * a top-N sort, never a backward walk of the primary key filtering every row (what the generic
 * plan picks for `order by id`, at 250 ms and more on a million documents).
 */
function postgresWordMatches(db: Db, query: CandidateQuery, words: readonly string[], titleOnly: boolean) {
  const tsquery = words
    .map((w) =>
      titleOnly
        ? `${lexeme(`${query.kind}1${w}`)}:*`
        : `(${lexeme(`${query.kind}1${w}`)}:* | ${lexeme(`${query.kind}2${w}`)}:*)`,
    )
    .join(' & ');
  return db
    .selectFrom('search_documents')
    .select(CANDIDATE_COLUMNS)
    .where(sql<boolean>`search_vector @@ ${tsquery}::tsquery`)
    .$if(!query.archived, (q) => q.where('archived', '=', 0))
    .orderBy(sql`search_documents.id + 0`, 'desc')
    .limit(query.limit);
}

/** SQLite: an FTS5 MATCH (`kind : "client" AND title_key : "ross"* …`, the expression bound). */
function sqliteWordMatches(db: Db, query: CandidateQuery, words: readonly string[], titleOnly: boolean) {
  const column = titleOnly ? 'title_key : ' : '';
  const match = [`kind : "${query.kind.replace(/_/g, ' ')}"`, ...words.map((w) => `${column}"${w}"*`)].join(
    ' AND ',
  );
  return db
    .selectFrom('search_documents')
    .innerJoin(sql`search_fts`.as('f'), (join) => join.on(sql<boolean>`f.rowid = search_documents.id`))
    .select(CANDIDATE_COLUMNS)
    .where(sql<boolean>`f.search_fts match ${match}`)
    .$if(!query.archived, (q) => q.where('search_documents.archived', '=', 0))
    .orderBy(sql`f.rowid`, 'desc')
    .limit(query.limit);
}
