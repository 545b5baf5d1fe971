import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ViewRow } from '../../db/list/index.ts';
import type { Instant } from '../../db/values.ts';
import { recordTable } from '../../records/record-table.ts';
import type { AttachmentsTable } from './attachment.table.ts';

/** An attachment with its uploader's name (what a list page and the by-id reads show). */
export function selectAttachmentViews(db: Db) {
  return db
    .selectFrom('attachments')
    .leftJoin('users as uploader', 'uploader.id', 'attachments.created_by')
    .select([
      'attachments.id',
      'attachments.record_type',
      'attachments.record_id',
      'attachments.name',
      'attachments.size',
      'attachments.mime',
      'attachments.kind',
      'attachments.sha256',
      'attachments.created_at',
      'attachments.updated_at',
      'attachments.created_by',
      'uploader.name as uploader_name',
      'uploader.surname as uploader_surname',
    ]);
}
export type AttachmentViewRow = ViewRow<typeof selectAttachmentViews>;

export const { findAttachmentView, findAttachmentRow, updateAttachmentIfVersion } = recordTable(
  'attachments',
  'Attachment',
  selectAttachmentViews,
);

/** Deletes an attachment's row; false when it was already gone (a concurrent delete). */
export async function deleteAttachmentRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('attachments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A new attachment's own fields (the moments and the author are added on insert). */
export type NewAttachment = Omit<AttachmentsTable, 'id' | 'created_at' | 'updated_at' | 'created_by'>;

export async function insertAttachment(
  db: Db,
  row: NewAttachment,
  userId: number,
  now: Instant,
): Promise<number> {
  const inserted = await db
    .insertInto('attachments')
    .values({ ...row, created_at: now, updated_at: now, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** How many attachments a record has. */
export async function countRecordAttachments(db: Db, recordType: string, recordId: number): Promise<number> {
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One more reference to a blob: inserts its row (ref_count 1) or increments it. On PostgreSQL the
 * upsert locks the row until the transaction ends, so a delete of the last reference (which locks
 * it too) runs wholly before or after; SQLite runs one write transaction at a time. Answers the
 * new count.
 */
export async function addBlobReference(
  db: Db,
  blob: { sha256: string; size: number; mime: string },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('blobs')
    .values({ ...blob, ref_count: 1, created_at: now })
    .onConflict((oc) => oc.column('sha256').doUpdateSet({ ref_count: sql<number>`blobs.ref_count + 1` }))
    .returning('ref_count')
    .executeTakeFirstOrThrow();
  return Number(row.ref_count);
}

/**
 * One reference fewer (taken before the attachment row goes, so a delete locks the blob's row
 * first, as an upload does, and the two never wait for each other in opposite orders). Answers the
 * count left.
 */
export async function dropBlobReference(db: Db, sha256: string): Promise<number> {
  const row = await db
    .updateTable('blobs')
    .set({ ref_count: sql<number>`ref_count - 1` })
    .where('sha256', '=', sha256)
    .returning('ref_count')
    .executeTakeFirst();
  return row ? Number(row.ref_count) : 0;
}

/** Deletes a blob's row once no attachment points at it. */
export async function deleteUnreferencedBlob(db: Db, sha256: string): Promise<void> {
  await db.deleteFrom('blobs').where('sha256', '=', sha256).where('ref_count', '<=', 0).execute();
}

/** A blob's row (tests, tools). */
export function findBlob(db: Db, sha256: string) {
  return db.selectFrom('blobs').selectAll().where('sha256', '=', sha256).executeTakeFirst();
}
