import type { Db } from '../../db/database.ts';
import { searchKey } from '../../db/search.ts';
import { dbBool } from '../../db/values.ts';
import { type SearchSource, searchSources } from '../../records/search-sources.ts';
import {
  countSearchDocuments,
  deleteSearchDocuments,
  indexedRecordIds,
  type SearchDocumentRow,
  upsertSearchDocuments,
} from './search.repository.ts';

/** What indexActivity reads of an activity entry. */
export interface IndexedChange {
  entity: string;
  entityId: number;
}

/** Longest body kept in the index (a documentation page's text): enough words, bounded rows. */
const MAX_BODY_LENGTH = 20_000;

/** Ids read per `documents` call. */
const READ_CHUNK = 500;

/**
 * Brings the documents of `ids` of one source up to date: each record's current document is
 * written, and the index row of a record that is gone is deleted. Runs in the caller's transaction.
 */
export async function reindexRecords(db: Db, source: SearchSource, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  for (let i = 0; i < unique.length; i += READ_CHUNK) {
    const chunk = unique.slice(i, i + READ_CHUNK);
    const documents = await source.documents(db, chunk);
    const rows: SearchDocumentRow[] = documents.map((d) => ({
      kind: source.kind,
      record_id: d.recordId,
      title: d.title,
      subtitle: d.subtitle,
      path: d.path,
      title_key: searchKey(d.title),
      body_key: searchKey(...d.body).slice(0, MAX_BODY_LENGTH),
      archived: dbBool(d.archived),
      updated_at: d.updatedAt,
    }));
    await upsertSearchDocuments(db, rows);
    const found = new Set(documents.map((d) => d.recordId));
    const gone = chunk.filter((id) => !found.has(id));
    if (gone.length > 0) await deleteSearchDocuments(db, source.kind, gone);
  }
}

/**
 * The index side of the activity log: called by `logActivity`/`logActivities` in the writing
 * transaction, after the module wrote the record. For every source that follows an entry's entity,
 * the records named are read again (one batch per kind) and their documents upserted, or deleted
 * when the record is gone; the action itself does not matter.
 */
export async function indexActivity(db: Db, changes: readonly IndexedChange[]): Promise<void> {
  const sources = searchSources();
  if (sources.length === 0 || changes.length === 0) return;
  for (const source of sources) {
    const ids = changes.filter((c) => source.entities.includes(c.entity)).map((c) => c.entityId);
    if (ids.length > 0) await reindexRecords(db, source, ids);
  }
}

/** Records read per reindex batch. */
export const REINDEX_BATCH = 1000;

/**
 * Rebuilds one kind: its records in batches of `batch` ids, each batch in its own transaction when
 * `db` is not one already; documents of records that no longer exist are deleted too. Reports the
 * number of records done after each batch.
 */
export async function reindexSource(
  db: Db,
  source: SearchSource,
  onProgress: (done: number) => void = () => {},
  batch = REINDEX_BATCH,
): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const ids = await source.idsAfter(db, after, batch);
    const upTo = ids.length < batch ? null : (ids.at(-1) as number);
    const inTransaction = db.isTransaction;
    const current = new Set(ids);
    const step = async (trx: Db) => {
      const stale = (await indexedRecordIds(trx, source.kind, after, upTo)).filter((id) => !current.has(id));
      if (stale.length > 0) await deleteSearchDocuments(trx, source.kind, stale);
      await reindexRecords(trx, source, ids);
    };
    if (inTransaction) await step(db);
    else await db.transaction().execute(step);
    done += ids.length;
    onProgress(done);
    if (upTo === null) return done;
    after = upTo;
  }
}

/** Rebuilds every kind (`npm run search:reindex`, the first fill at start). */
export async function reindexAll(
  db: Db,
  onProgress: (kind: string, done: number) => void = () => {},
): Promise<number> {
  let total = 0;
  for (const source of searchSources()) {
    total += await reindexSource(db, source, (done) => onProgress(source.kind, done));
  }
  return total;
}

/**
 * Builds the index when it is empty (the first start after migration 0025-search, which cannot read
 * the modules' records itself): one count when it is not. Answers the records indexed.
 */
export async function fillSearchIndexIfEmpty(db: Db): Promise<number> {
  if ((await countSearchDocuments(db)) > 0) return 0;
  return reindexAll(db);
}
