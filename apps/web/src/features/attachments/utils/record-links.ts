import { type Attachment, type AttachmentRecordType, attachmentRecordTypeLabels } from '@officina/contracts';
import { paths } from '../../../lib/paths.ts';

/** The page of each record kind a file can hang on. */
const recordPages: Record<AttachmentRecordType, (id: number) => string> = {
  client: (id) => paths.crmClientDetail.build(id),
  person: (id) => paths.crmPersonDetail.build(id),
  opportunity: (id) => paths.opportunityDetail.build(id),
  contract: (id) => paths.contractDetail.build(id),
  project: (id) => paths.projectDetail.build(id),
  todo: (id) => paths.todoDetail.build(id),
  documentation: (id) => paths.documentationDetail.build(id),
};

/** Where the file's record lives, or null for a file of its own. */
export function recordLinkOf(attachment: Pick<Attachment, 'record_type' | 'record_id'>): string | null {
  if (!attachment.record_type || attachment.record_id === null) return null;
  return recordPages[attachment.record_type](attachment.record_id);
}

/** "Cliente · Rossi S.r.l.", or "Nessun record". */
export function recordTextOf(
  attachment: Pick<Attachment, 'record_type' | 'record_label' | 'record_id'>,
): string {
  if (!attachment.record_type) return 'Nessun record';
  const kind = attachmentRecordTypeLabels[attachment.record_type];
  return `${kind} · ${attachment.record_label ?? `n. ${attachment.record_id}`}`;
}
