import { z } from 'zod';
import {
  idSchema,
  optionalRefIdSchema,
  queryRefIdSchema,
  recordStampsShape,
  versionSchema,
  withVersion,
} from '../common/id.ts';
import { recordList } from '../common/record-list.ts';

/** Longest Markdown body accepted (characters); the request's body limit bounds it too. */
export const DOCUMENTATION_BODY_MAX = 200_000;
/** At most this many tags on a page, each at most TAG_MAX characters. */
export const DOCUMENTATION_TAGS_MAX = 20;
export const DOCUMENTATION_TAG_MAX = 40;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** One tag: trimmed, inner spaces collapsed, lower-cased so "Rete" and "rete" are one tag. */
export const documentationTagSchema = z
  .string({ error: 'Etichetta non valida' })
  .overwrite((value) => tidy(value).toLowerCase())
  .min(1, 'Etichetta vuota')
  .max(DOCUMENTATION_TAG_MAX, `Etichetta: al massimo ${DOCUMENTATION_TAG_MAX} caratteri`);

/** The tags of a page: duplicates dropped, in the order given. */
export const documentationTagsSchema = z
  .array(documentationTagSchema, { error: 'Etichette non valide' })
  .max(DOCUMENTATION_TAGS_MAX, `Al massimo ${DOCUMENTATION_TAGS_MAX} etichette`)
  .transform((tags) => [...new Set(tags)])
  .default([]);

export const documentationTitleSchema = z
  .string({ error: 'Inserisci il titolo' })
  .overwrite(tidy)
  .min(1, 'Inserisci il titolo')
  .max(200, 'Al massimo 200 caratteri');

export const documentationBodySchema = z
  .string({ error: 'Testo non valido' })
  .max(DOCUMENTATION_BODY_MAX, `Al massimo ${DOCUMENTATION_BODY_MAX.toLocaleString('it-IT')} caratteri`);

/** A documentation page as stored: Markdown body, tags, optional client and project, version number. */
export const documentationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown source. */
  body: z.string(),
  tags: z.array(z.string()),
  client_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  /** 1 on creation, +1 on every saved change (a restore too). */
  version: z.number().int(),
  updated_by: z.number().int().nullable(),
  ...recordStampsShape,
});
export type Documentation = z.infer<typeof documentationSchema>;

const documentationInputShape = {
  title: documentationTitleSchema,
  body: documentationBodySchema.default(''),
  tags: documentationTagsSchema,
  client_id: optionalRefIdSchema,
  project_id: optionalRefIdSchema,
};

export const createDocumentationInputSchema = z.object(documentationInputShape);
export type CreateDocumentationInput = z.infer<typeof createDocumentationInputSchema>;

/** PUT: the whole page again, with the `updated_at` it was read at (stale → 409). */
export const updateDocumentationInputSchema = withVersion(documentationInputShape);
export type UpdateDocumentationInput = z.infer<typeof updateDocumentationInputSchema>;

/** `?q=` searches title, body and tags (accent- and case-insensitive); `tag` is one tag, exact. */
export const { sortColumns: documentationSortColumns, query: documentationListQuerySchema } = recordList({
  sort: ['title', 'client_id', 'project_id', 'version'],
  defaultSort: '-updated_at',
  filters: {
    tag: z
      .string()
      .max(DOCUMENTATION_TAG_MAX, 'Etichetta non valida')
      .overwrite((value) => tidy(value).toLowerCase())
      .optional(),
    client_id: queryRefIdSchema,
    project_id: queryRefIdSchema,
  },
});
export type DocumentationSortColumn = (typeof documentationSortColumns)[number];
export type DocumentationListQuery = z.infer<typeof documentationListQuerySchema>;

/** The live preview's body: Markdown to render. */
export const documentationPreviewInputSchema = z.object({ body: documentationBodySchema });
export type DocumentationPreviewInput = z.infer<typeof documentationPreviewInputSchema>;

/** `?from=&to=`: the two version numbers to compare (either order). */
const versionNumberSchema = z.coerce
  .number({ error: 'Versione non valida' })
  .int('Versione non valida')
  .positive('Versione non valida')
  .max(1_000_000, 'Versione non valida');

export const documentationDiffQuerySchema = z.object({ from: versionNumberSchema, to: versionNumberSchema });
export type DocumentationDiffQuery = z.infer<typeof documentationDiffQuerySchema>;

/** `/:id/versions/:number` */
export const documentationVersionParamsSchema = z.object({
  id: idSchema,
  number: versionNumberSchema,
});

/** Restoring a version: the page's `updated_at` as read (stale → 409). */
export const restoreDocumentationVersionInputSchema = z.object({ updated_at: versionSchema });
