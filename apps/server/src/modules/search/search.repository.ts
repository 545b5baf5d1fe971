import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { toCount } from '../../db/values.ts';

/** An index row as the search module writes it (keys already normalised). */
export interface SearchDocumentRow {
  kind: string;
  record_id: number;
  title: string;
  subtitle: string | null;
  path: string;
  title_key: string;
  body_key: string;
  archived: number;
  updated_at: string;
}

/** A candidate hit as read back. */
export interface SearchCandidate {
  id: number;
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

/** Titles of one kind starting with `key` (so equal to it too): a range of the (kind, title_key) index. */
export function titlePrefixCandidates(
  db: Db,
  options: { kind: string; key: string; upper: string; archived: boolean; limit: number },
): Promise<SearchCandidate[]> {
  return db
    .selectFrom('search_documents')
    .select(CANDIDATE_COLUMNS)
    .where('kind', '=', options.kind)
    .where('title_key', '>=', options.key)
    .where('title_key', '<', options.upper)
    .$if(!options.archived, (q) => q.where('archived', '=', 0))
    .orderBy('title_key')
    .limit(options.limit)
    .execute();
}

/**
 * The most recently indexed documents of one kind whose words start with every one of `words`
 * (letters and digits only: searchKey made them so), in the title only or anywhere.
 * SQLite: an FTS5 MATCH (`kind : "client" AND title_key : "ross"* …`, the expression a bound
 * parameter); PostgreSQL: `search_vector @@ to_tsquery('simple', 'ross:*A & …')`, also bound.
 */
export async function wordCandidates(
  db: Db,
  options: { kind: string; words: readonly string[]; titleOnly: boolean; archived: boolean; limit: number },
): Promise<SearchCandidate[]> {
  const { kind, words, titleOnly, archived, limit } = options;
  if (isPostgres(db)) {
    const tsquery = words.map((w) => `${w}:*${titleOnly ? 'A' : ''}`).join(' & ');
    return db
      .selectFrom('search_documents')
      .select(CANDIDATE_COLUMNS)
      .where('kind', '=', kind)
      .where(sql<boolean>`search_vector @@ to_tsquery('simple'::regconfig, ${tsquery})`)
      .$if(!archived, (q) => q.where('archived', '=', 0))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
  const column = titleOnly ? 'title_key : ' : '';
  const match = [`kind : "${kind.replace(/_/g, ' ')}"`, ...words.map((w) => `${column}"${w}"*`)].join(
    ' AND ',
  );
  const result = await sql<SearchCandidate>`
    select d.id, d.record_id, d.title, d.subtitle, d.path, d.title_key, d.archived, d.updated_at
    from search_fts join search_documents d on d.id = search_fts.rowid
    where search_fts match ${match} ${archived ? sql`` : sql`and d.archived = 0`}
    order by search_fts.rowid desc
    limit ${limit}`.execute(db);
  return result.rows;
}
