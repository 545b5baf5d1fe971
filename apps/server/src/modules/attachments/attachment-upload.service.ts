import type { AppAbility, Attachment, AttachmentRecordType } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { normalizeText } from '../../db/search.ts';
import { nowIso } from '../../db/values.ts';
import { validationError } from '../../http/api-error.ts';
import type { BlobStore, StagedBlob } from '../../storage/index.ts';
import { addBlobReference, findBlob, insertAttachment } from './attachment.repository.ts';
import { attachmentView, logAttachment, visibleAttachmentRow } from './attachment.service.ts';
import { recordExists } from './attachment-records.ts';
import type { SniffedType } from './attachment-sniff.ts';

export const RECORD_MISSING = 'Record non trovato: potrebbe essere stato eliminato.';

/** The record an upload hangs on, or none. */
export interface UploadTarget {
  record_type: AttachmentRecordType | null;
  record_id: number | null;
}

/** 422 unless the record exists (the route has checked the user may see its kind). */
export async function assertTargetExists(db: Db, target: UploadTarget): Promise<void> {
  if (target.record_type === null || target.record_id === null) return;
  if (!(await recordExists(db, target.record_type, target.record_id))) {
    throw validationError({ record_id: [RECORD_MISSING] });
  }
}

/**
 * Stores a staged blob as an attachment: one transaction takes a reference to the blob (its row
 * inserted or counted up, locked), puts the bytes in the store when they are not there yet, inserts
 * the attachment and writes the history (dated `now`). The staged file is always removed; if the
 * transaction fails after the bytes reached the store and no row references them, they are
 * deleted again. Answers the new attachment's id.
 */
export async function storeStaged(
  db: Db,
  store: BlobStore,
  userId: number,
  input: { target: UploadTarget; staged: StagedBlob; type: SniffedType; name: string },
  now: string = nowIso(),
): Promise<number> {
  const { target, staged, type, name } = input;
  try {
    return await db.transaction().execute(async (trx) => {
      await assertTargetExists(trx, target);
      await addBlobReference(trx, { sha256: staged.sha256, size: staged.size, mime: type.mime }, now);
      if (!(await store.exists(staged.sha256))) await store.commit(staged);
      const row = {
        ...target,
        name,
        name_key: normalizeText(name),
        search_text: normalizeText(name),
        size: staged.size,
        mime: type.mime,
        kind: type.kind,
        sha256: staged.sha256,
      };
      const id = await insertAttachment(trx, row, userId, now);
      await logAttachment(trx, userId, { id, ...target }, 'added', [null, name], now);
      return id;
    });
  } catch (error) {
    await releaseIfUnreferenced(db, store, staged.sha256).catch(() => {});
    throw error;
  } finally {
    await store.discard(staged);
  }
}

/** An upload received by the route, stored (storeStaged) and answered as the user sees it. */
export async function saveUpload(
  db: Db,
  store: BlobStore,
  ability: AppAbility,
  userId: number,
  input: { target: UploadTarget; staged: StagedBlob; type: SniffedType; name: string },
): Promise<Attachment> {
  const id = await storeStaged(db, store, userId, input);
  return attachmentView(db, await visibleAttachmentRow(db, ability, id));
}

/** Deletes stored bytes no row references (after a failed upload), under the same rule as a delete. */
async function releaseIfUnreferenced(db: Db, store: BlobStore, sha256: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findBlob(trx, sha256))) await store.delete(sha256);
  });
}
