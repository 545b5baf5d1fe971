import type { DocumentationDetail, DocumentationDiff, DocumentationVersion } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, staleRecord } from '../../records/records.ts';
import { diffLines } from './documentation.diff.ts';
import { renderMarkdown } from './documentation.render.ts';
import {
  findDocumentationRow,
  findVersion,
  findVersions,
  type VersionRow,
} from './documentation.repository.ts';
import { assertValid, detailOf, NOT_FOUND, parseTags, saveVersion } from './documentation.service.ts';

const VERSION_NOT_FOUND = 'Versione non trovata.';

function summaryOf(row: Omit<VersionRow, 'body' | 'tags'>) {
  return {
    number: Number(row.number),
    title: row.title,
    created_at: row.created_at,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
  };
}

async function pageExists(db: Db, id: number) {
  const row = await findDocumentationRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function versionOf(db: Db, id: number, number: number): Promise<VersionRow> {
  const row = await findVersion(db, id, number);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return row;
}

/** Every version of a page, newest first: who saved it and when. */
export async function listDocumentationVersions(db: Db, id: number) {
  await pageExists(db, id);
  return { data: (await findVersions(db, id)).map(summaryOf) };
}

/** One version with its text, rendered as the page would be. */
export async function getDocumentationVersion(
  db: Db,
  id: number,
  number: number,
): Promise<{ version: DocumentationVersion }> {
  await pageExists(db, id);
  const row = await versionOf(db, id, number);
  return {
    version: {
      ...summaryOf(row),
      body: row.body,
      tags: parseTags(row.tags),
      body_html: renderMarkdown(row.body),
    },
  };
}

/** The changes from version `from` to version `to` (title, tags, body line by line). */
export async function diffDocumentationVersions(
  db: Db,
  id: number,
  from: number,
  to: number,
): Promise<DocumentationDiff> {
  await pageExists(db, id);
  const [a, b] = await Promise.all([versionOf(db, id, from), versionOf(db, id, to)]);
  const tagsA = parseTags(a.tags);
  const tagsB = parseTags(b.tags);
  return {
    from: summaryOf(a),
    to: summaryOf(b),
    title: { old: a.title, new: b.title, changed: a.title !== b.title },
    tags: {
      added: tagsB.filter((t) => !tagsA.includes(t)),
      removed: tagsA.filter((t) => !tagsB.includes(t)),
    },
    ...diffLines(a.body, b.body),
  };
}

/**
 * Makes version `number`'s title, body and tags the page's again, as a new version (the history
 * keeps everything); client and project stay as they are. 409 when `updated_at` is not the stored one.
 */
export async function restoreDocumentationVersion(
  db: Db,
  userId: number,
  id: number,
  number: number,
  expected: string,
): Promise<DocumentationDetail> {
  return db.transaction().execute(async (trx) => {
    const before = await pageExists(trx, id);
    if (before.updated_at !== expected) throw staleRecord();
    const version = await versionOf(trx, id, number);
    const fields = {
      title: version.title,
      body: version.body,
      tags: parseTags(version.tags),
      client_id: before.client_id,
      project_id: before.project_id,
    };
    await assertValid(trx, fields);
    await saveVersion(trx, userId, before, fields, {
      expected,
      action: 'version_restored',
      restoredFrom: Number(version.number),
    });
    return detailOf(trx, id);
  });
}
