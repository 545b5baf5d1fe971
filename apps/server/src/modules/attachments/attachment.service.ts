import {
  type AppAbility,
  type Attachment,
  type AttachmentCount,
  type AttachmentCountQuery,
  type AttachmentKind,
  type AttachmentListQuery,
  type AttachmentPage,
  type AttachmentRecordType,
  addDays,
  attachmentRecordTypes,
  type DeleteResult,
  type RenameAttachmentInput,
  romeDayStart,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/list/index.ts';
import { normalizeText } from '../../db/search.ts';
import { validationError } from '../../http/api-error.ts';
import { nextVersion, notFound, staleRecord } from '../../records/records.ts';
import type { BlobStore } from '../../storage/index.ts';
import { type ActivityEntry, logActivities } from '../activity/activity.repository.ts';
import { attachmentList } from './attachment.list.ts';
import {
  type AttachmentViewRow,
  countRecordAttachments,
  deleteAttachmentRow,
  deleteUnreferencedBlob,
  dropBlobReference,
  findAttachmentView,
  updateAttachmentIfVersion,
} from './attachment.repository.ts';
import { sanitizeFileName } from './attachment-name.ts';
import { maySeeRecordType, recordKey, recordLabels, visibleRecordTypes } from './attachment-records.ts';
import { isPreviewable } from './attachment-sniff.ts';

export const ATTACHMENT_ENTITY = 'attachment';
const NOT_FOUND = 'Allegato non trovato.';
function toAttachment(row: AttachmentViewRow, labels: Map<string, string>): Attachment {
  const hasRecord = row.record_type !== null && row.record_id !== null;
  return {
    id: row.id,
    record_type: row.record_type as AttachmentRecordType | null,
    record_id: row.record_id,
    record_label: hasRecord
      ? (labels.get(recordKey(row.record_type as string, row.record_id as number)) ?? null)
      : null,
    name: row.name,
    size: Number(row.size),
    mime: row.mime,
    kind: row.kind as AttachmentKind,
    sha256: row.sha256,
    previewable: isPreviewable(row.mime),
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by:
      row.created_by === null
        ? null
        : { id: row.created_by, name: `${row.uploader_name ?? ''} ${row.uploader_surname ?? ''}`.trim() },
  };
}

/** The record kinds the list must keep to (undefined: every kind, no condition). */
function visibleFilter(ability: AppAbility): AttachmentRecordType[] | undefined {
  const visible = visibleRecordTypes(ability);
  return visible.length === attachmentRecordTypes.length ? undefined : visible;
}

/** A page of the attachments `ability` may see; `q` matches the name, accent- and case-insensitive. */
export async function listAttachments(
  db: Db,
  ability: AppAbility,
  query: AttachmentListQuery,
): Promise<AttachmentPage> {
  const { from, to, ...rest } = query;
  const filters = {
    ...rest,
    fromAt: from ? new Date(romeDayStart(from)).toISOString() : undefined,
    toAt: to ? new Date(romeDayStart(addDays(to, 1))).toISOString() : undefined,
    visible: visibleFilter(ability),
  };
  const { data, meta } = await listPage(db, attachmentList, filters, async (rows) => {
    const labels = await recordLabels(db, rows);
    return rows.map((row) => toAttachment(row, labels));
  });
  return { data, meta };
}

/** How many attachments a record has (404 when the user may not see that kind of record). */
export async function countAttachments(
  db: Db,
  ability: AppAbility,
  query: AttachmentCountQuery,
): Promise<AttachmentCount> {
  if (!maySeeRecordType(ability, query.record_type)) throw notFound('Record non trovato.');
  return { count: await countRecordAttachments(db, query.record_type, query.record_id) };
}

/** The row of an attachment `ability` may see; 404 otherwise (its existence is not told). */
export async function visibleAttachmentRow(
  db: Db,
  ability: AppAbility,
  id: number,
): Promise<AttachmentViewRow> {
  const row = await findAttachmentView(db, id);
  if (!row || !maySeeRecordType(ability, row.record_type)) throw notFound(NOT_FOUND);
  return row;
}

/** An attachment as the API answers it (no visibility check: the caller made it). */
export async function attachmentView(db: Db, row: AttachmentViewRow): Promise<Attachment> {
  return toAttachment(row, await recordLabels(db, [row]));
}

export async function getAttachment(db: Db, ability: AppAbility, id: number): Promise<Attachment> {
  return attachmentView(db, await visibleAttachmentRow(db, ability, id));
}

/** Writes the history of an attachment and, when it hangs on one, of its record ("Allegato aggiunto"). */
export async function logAttachment(
  db: Db,
  userId: number,
  row: { id: number; record_type: string | null; record_id: number | null },
  action: 'added' | 'renamed' | 'removed',
  names: [string | null, string | null],
  at: string = new Date().toISOString(),
): Promise<void> {
  const own = { added: 'created', renamed: 'updated', removed: 'deleted' }[action];
  const entries: ActivityEntry[] = [
    { userId, entity: ATTACHMENT_ENTITY, entityId: row.id, action: own, changes: { name: names } },
  ];
  if (row.record_type !== null && row.record_id !== null) {
    entries.push({
      userId,
      entity: row.record_type,
      entityId: row.record_id,
      action: `attachment_${action}`,
      changes: { attachment: names },
    });
  }
  await logActivities(db, entries, at);
}

/** Renames (the name sanitised) if `updated_at` is still the stored one (409 otherwise). */
export async function renameAttachment(
  db: Db,
  ability: AppAbility,
  userId: number,
  id: number,
  input: RenameAttachmentInput,
): Promise<Attachment> {
  const view = await db.transaction().execute(async (trx) => {
    const before = await visibleAttachmentRow(trx, ability, id);
    if (before.updated_at !== input.updated_at) throw staleRecord();
    const name = sanitizeFileName(input.name);
    if (!name) throw validationError({ name: ['Inserisci il nome'] });
    if (name !== before.name) {
      const key = normalizeText(name);
      const values = { name, name_key: key, search_text: key, updated_at: nextVersion(before.updated_at) };
      if (!(await updateAttachmentIfVersion(trx, id, input.updated_at, values))) throw staleRecord();
      await logAttachment(trx, userId, before, 'renamed', [before.name, name]);
    }
    return visibleAttachmentRow(trx, ability, id);
  });
  return attachmentView(db, view);
}

/**
 * Deletes the attachment; the last reference to its bytes deletes them from the store, inside the
 * transaction (the blob row's lock keeps an upload of the same bytes waiting until it is done).
 */
export async function deleteAttachment(
  db: Db,
  store: BlobStore,
  ability: AppAbility,
  userId: number,
  id: number,
): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const before = await visibleAttachmentRow(trx, ability, id);
    const left = await dropBlobReference(trx, before.sha256);
    // Deleted meanwhile by someone else: 404, and the transaction gives the reference back.
    if (!(await deleteAttachmentRow(trx, id))) throw notFound(NOT_FOUND);
    await logAttachment(trx, userId, before, 'removed', [before.name, null]);
    if (left <= 0) {
      await deleteUnreferencedBlob(trx, before.sha256);
      await store.delete(before.sha256);
    }
    return { result: 'deleted', message: 'Allegato eliminato.' };
  });
}
