import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { keysetPageOf } from '../common/pagination.ts';
import { deleteResultSchema } from '../common/records.ts';
import {
  attachmentCountQuerySchema,
  attachmentListQuerySchema,
  attachmentSchema,
  renameAttachmentInputSchema,
} from './attachment.schemas.ts';

export const attachmentPageSchema = keysetPageOf(attachmentSchema);
export type AttachmentPage = z.infer<typeof attachmentPageSchema>;

export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });
export type AttachmentResponse = z.infer<typeof attachmentResponseSchema>;

export const attachmentCountSchema = z.object({ count: z.number().int() });
export type AttachmentCount = z.infer<typeof attachmentCountSchema>;

/**
 * Read: `view_attachments` and the permission to see the record the file hangs on (otherwise 404).
 * Upload, rename, delete: `manage_attachments` and the same record visibility.
 */
export const listAttachmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/attachments',
  operationId: 'listAttachments',
  summary: 'Allegati visibili (paginato; filtri record, autore, tipo, periodo; ricerca sul nome)',
  query: attachmentListQuerySchema,
  response: attachmentPageSchema,
});

export const countAttachmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/attachments/counts',
  operationId: 'countAttachments',
  summary: 'Quanti allegati ha un record (etichette delle schede)',
  query: attachmentCountQuerySchema,
  response: attachmentCountSchema,
});

/**
 * multipart/form-data: `record_type`, `record_id` (optional, before the file), then one part `file`.
 * 201; 413 over UPLOAD_MAX_MB; 422 for an empty file, a refused type, a missing record, bad fields.
 * The body is not described by a zod schema (the route reads the stream); see
 * `attachmentUploadFieldsSchema` for the fields.
 */
export const uploadAttachmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/attachments',
  operationId: 'uploadAttachment',
  summary: 'Carica un file (multipart/form-data: record_type, record_id, poi file)',
  response: attachmentResponseSchema,
});

export const getAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/attachments/:id',
  operationId: 'getAttachment',
  summary: 'Un allegato (i dati, non il contenuto)',
  response: attachmentResponseSchema,
});

/** The bytes (not JSON): attachment disposition, nosniff, ranges (206/416). */
export const downloadAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/attachments/:id/download',
  operationId: 'downloadAttachment',
  summary: 'Scarica il contenuto di un allegato (supporta Range)',
  response: z.unknown(),
});

/** Inline bytes of a raster image or PDF, in a sandbox; 415 for anything else. */
export const previewAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/attachments/:id/preview',
  operationId: 'previewAttachment',
  summary: 'Anteprima di un’immagine o di un PDF (415 per gli altri tipi)',
  response: z.unknown(),
});

export const renameAttachmentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/attachments/:id',
  operationId: 'renameAttachment',
  summary: 'Rinomina un allegato (409 se updated_at non è più quello attuale)',
  body: renameAttachmentInputSchema,
  response: attachmentResponseSchema,
});

export const deleteAttachmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/attachments/:id',
  operationId: 'deleteAttachment',
  summary: 'Elimina un allegato (il contenuto va con l’ultimo riferimento)',
  response: deleteResultSchema,
});
