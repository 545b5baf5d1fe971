import {
  type AttachmentListQuery,
  type AttachmentRecordType,
  countAttachmentsEndpoint,
  getAttachmentEndpoint,
  listAttachmentsEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/**
 * Query keys of the attachments: one family (`attachments`), so an upload, a rename or a delete
 * refreshes the /attachments list, every record's Allegati tab and the counts in the tab labels.
 */
export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (query: object) => ['attachments', 'list', query] as const,
  detail: (id: number) => ['attachments', 'detail', id] as const,
  count: (recordType: AttachmentRecordType, recordId: number) =>
    ['attachments', 'count', recordType, recordId] as const,
};

export type AttachmentListParams = Partial<AttachmentListQuery>;

/** GET /attachments: one page of the files the user may see. */
export function listAttachments(query: AttachmentListParams, signal?: AbortSignal) {
  return callEndpoint(listAttachmentsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /attachments/:id (the data, not the bytes). */
export function getAttachment(id: number) {
  return callEndpoint(getAttachmentEndpoint, { params: { id }, loading: false, handleErrors: false });
}

/** GET /attachments/counts: how many files a record has (the "Allegati (3)" tab labels). */
export async function countAttachments(recordType: AttachmentRecordType, recordId: number) {
  const answer = await callEndpoint(countAttachmentsEndpoint, {
    query: { record_type: recordType, record_id: recordId },
    loading: false,
    handleErrors: false,
  });
  return answer.count;
}

/** The query of a record's count (its "Allegati" tab label), under the family: uploads refresh it. */
export const attachmentCountQuery = (recordType: AttachmentRecordType, recordId: number) => ({
  queryKey: attachmentKeys.count(recordType, recordId),
  queryFn: () => countAttachments(recordType, recordId),
  staleTime: 30_000,
});

/** The /attachments page with one file's dialog open (`?file=12`): a file has no page of its own. */
export const attachmentFilePath = (id: number) => paths.attachments.build(`file=${id}`);

/** Allegati: nouns, keys and pages for the list page. */
export const attachmentEntity = defineEntity({
  key: 'attachment',
  noun: ['allegato', 'allegati'],
  keys: attachmentKeys,
  get: (id: number) => getAttachment(id),
  paths: {
    list: () => paths.attachments.build(),
    add: () => paths.attachments.build(),
    detail: attachmentFilePath,
  },
});
