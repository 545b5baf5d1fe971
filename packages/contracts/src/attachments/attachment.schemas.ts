import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { instantSchema, queryRefIdSchema, versionSchema } from '../common/id.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { sortSchema } from '../common/sort.ts';
import { userRefSchema } from '../projects/project.schemas.ts';
import { dayStringSchema } from '../todos/time-fields.ts';

/**
 * The records an attachment can hang on, with their Italian names. A file uploaded from the
 * /attachments page without a record has `record_type` and `record_id` null. Who may see the record
 * may see its attachments (docs/modules/attachments.md).
 */
export const {
  values: attachmentRecordTypes,
  schema: attachmentRecordTypeSchema,
  labels: attachmentRecordTypeLabels,
} = choicesOf(
  {
    client: 'Cliente',
    person: 'Persona',
    opportunity: 'Opportunità',
    contract: 'Contratto',
    project: 'Progetto',
    todo: 'To-do',
    documentation: 'Documentazione',
  },
  'Tipo di record non valido',
);
export type AttachmentRecordType = z.infer<typeof attachmentRecordTypeSchema>;

/** What a file is, from its sniffed content (never from its name or the type the browser sent). */
export const {
  values: attachmentKinds,
  schema: attachmentKindSchema,
  labels: attachmentKindLabels,
} = choicesOf(
  {
    image: 'Immagine',
    pdf: 'PDF',
    document: 'Documento',
    spreadsheet: 'Foglio di calcolo',
    archive: 'Archivio',
    text: 'Testo',
    other: 'Altro',
  },
  'Tipo di file non valido',
);
export type AttachmentKind = z.infer<typeof attachmentKindSchema>;

/** The longest display name kept (the extension is kept when a name is shortened). */
export const ATTACHMENT_NAME_MAX = 200;

/** An attachment as the API answers it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  record_type: attachmentRecordTypeSchema.nullable(),
  record_id: z.number().int().nullable(),
  /** The record as its pages name it ("Rossi S.r.l.", "OPP-2026-0012 Sito"); null without a record. */
  record_label: z.string().nullable(),
  /** The sanitised display name; never a path: the bytes are stored under their SHA-256. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The sniffed type (e.g. `image/png`, `application/pdf`, `text/plain`). */
  mime: z.string(),
  kind: attachmentKindSchema,
  sha256: z.string(),
  /** True for raster images (never SVG) and PDF: `/preview` serves them inline. */
  previewable: z.boolean(),
  created_at: instantSchema,
  updated_at: instantSchema,
  created_by: userRefSchema.nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentSortColumns = ['name', 'size', 'created_at', 'updated_at'] as const;
export type AttachmentSortColumn = (typeof attachmentSortColumns)[number];

/**
 * `GET /api/attachments`: `q` searches the name (accent- and case-insensitive); `from`/`to` are the
 * upload day (Europe/Rome, inclusive). Rows the user may not see are never listed.
 */
export const attachmentListQuerySchema = paginationQuerySchema.extend({
  record_type: attachmentRecordTypeSchema.optional(),
  record_id: queryRefIdSchema,
  created_by: queryRefIdSchema,
  kind: attachmentKindSchema.optional(),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
  sort: sortSchema(attachmentSortColumns).default('-created_at'),
  /** The `next_cursor` of the page before (optional: the page number alone is enough). */
  after: z.string().max(400).optional(),
});
export type AttachmentListQuery = z.infer<typeof attachmentListQuerySchema>;

/** `GET /api/attachments/counts`: how many attachments a record has (the tab labels). */
export const attachmentCountQuerySchema = z.object({
  record_type: attachmentRecordTypeSchema,
  record_id: z.coerce.number().int().positive().max(2_147_483_647, 'Identificativo fuori intervallo'),
});
export type AttachmentCountQuery = z.infer<typeof attachmentCountQuerySchema>;

/**
 * The text fields of the upload (multipart/form-data), sent BEFORE the one file part named `file`.
 * Both absent: a file without a record.
 */
export const attachmentUploadFieldsSchema = z
  .object({
    record_type: attachmentRecordTypeSchema.optional(),
    record_id: z.coerce
      .number({ error: 'Record non valido' })
      .int('Record non valido')
      .positive('Record non valido')
      .max(2_147_483_647, 'Identificativo fuori intervallo')
      .optional(),
  })
  .refine((f) => (f.record_type === undefined) === (f.record_id === undefined), {
    message: 'Indica sia il tipo di record sia il record, o nessuno dei due',
    path: ['record_id'],
  });
export type AttachmentUploadFields = z.infer<typeof attachmentUploadFieldsSchema>;

/** PATCH: a new display name (sanitised by the server) and the `updated_at` it was read at (stale → 409). */
export const renameAttachmentInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Inserisci il nome')
    .max(ATTACHMENT_NAME_MAX * 2, `Al massimo ${ATTACHMENT_NAME_MAX} caratteri`),
  updated_at: versionSchema,
});
export type RenameAttachmentInput = z.infer<typeof renameAttachmentInputSchema>;
