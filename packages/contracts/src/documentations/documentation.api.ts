import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createDocumentationInputSchema,
  documentationDiffQuerySchema,
  documentationListQuerySchema,
  documentationPreviewInputSchema,
  documentationSchema,
  restoreDocumentationVersionInputSchema,
  updateDocumentationInputSchema,
} from './documentation.schemas.ts';

/** A page with the names of its client, project and authors. */
export const documentationViewSchema = documentationSchema.extend({
  client_name: z.string().nullable(),
  project_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type DocumentationView = z.infer<typeof documentationViewSchema>;

/**
 * One page read alone: its view plus `body_html`, the body rendered on the server (markdown-it, raw
 * HTML off) and sanitised (sanitize-html): the only HTML the web may inject.
 */
export const documentationDetailSchema = documentationViewSchema.extend({ body_html: z.string() });
export type DocumentationDetail = z.infer<typeof documentationDetailSchema>;

/** A page as the lists answer it: no body, its first 300 characters instead (lists stay small). */
export const documentationListItemSchema = documentationViewSchema.omit({ body: true }).extend({
  excerpt: z.string(),
});
export type DocumentationListItem = z.infer<typeof documentationListItemSchema>;

export const documentationPageSchema = pageOf(documentationListItemSchema);
export type DocumentationPage = z.infer<typeof documentationPageSchema>;

export const documentationResponseSchema = z.object({ documentation: documentationDetailSchema });
export type DocumentationResponse = z.infer<typeof documentationResponseSchema>;

/** Read: `view_documentations` (or `manage_documentations`). Writes: `manage_documentations`. */
export const {
  list: listDocumentationsEndpoint,
  create: createDocumentationEndpoint,
  get: getDocumentationEndpoint,
  update: updateDocumentationEndpoint,
  delete: deleteDocumentationEndpoint,
  restore: restoreDocumentationEndpoint,
} = recordEndpoints({
  path: '/documentations',
  name: 'Documentation',
  summaries: {
    list: 'Pagine di documentazione (paginato; ricerca su titolo e testo; filtri etichetta, cliente, progetto)',
    create: 'Nuova pagina di documentazione (versione 1)',
    get: 'Una pagina di documentazione, con il testo reso in HTML sanificato',
    update:
      'Modifica una pagina: la versione precedente resta nella cronologia (409 se updated_at non è più quello attuale)',
    delete: 'Archivia una pagina; una pagina già archiviata viene eliminata con la sua cronologia',
    restore: 'Ripristina una pagina archiviata',
  },
  listQuery: documentationListQuerySchema,
  page: documentationPageSchema,
  create: createDocumentationInputSchema,
  update: updateDocumentationInputSchema,
  response: documentationResponseSchema,
});

/** Markdown rendered as the detail page renders it (sanitised), for the editor's live preview. */
export const previewDocumentationEndpoint = defineEndpoint({
  operationId: 'previewDocumentation',
  method: 'POST',
  path: '/documentations/preview',
  summary: 'Anteprima del testo Markdown, reso e sanificato come nella pagina',
  body: documentationPreviewInputSchema,
  response: z.object({ html: z.string() }),
});

export const documentationTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type DocumentationTagCount = z.infer<typeof documentationTagCountSchema>;

/** Every tag in use on active pages, alphabetical, with how many pages carry it. */
export const documentationTagsEndpoint = defineEndpoint({
  operationId: 'documentationTags',
  method: 'GET',
  path: '/documentations/tags',
  summary: 'Etichette usate nelle pagine di documentazione',
  response: z.object({ data: z.array(documentationTagCountSchema) }),
});

/** One saved version: who saved it and when (the newest is the page as it is now). */
export const documentationVersionSummarySchema = z.object({
  number: z.number().int(),
  title: z.string(),
  created_at: instantSchema,
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  /** The version this one restored, when it was a restore. */
  restored_from: z.number().int().nullable(),
});
export type DocumentationVersionSummary = z.infer<typeof documentationVersionSummarySchema>;

export const documentationVersionSchema = documentationVersionSummarySchema.extend({
  body: z.string(),
  tags: z.array(z.string()),
  body_html: z.string(),
});
export type DocumentationVersion = z.infer<typeof documentationVersionSchema>;

export const documentationVersionsEndpoint = defineEndpoint({
  operationId: 'documentationVersions',
  method: 'GET',
  path: '/documentations/:id/versions',
  summary: 'Cronologia delle versioni di una pagina (più recente prima)',
  response: z.object({ data: z.array(documentationVersionSummarySchema) }),
});

export const documentationVersionEndpoint = defineEndpoint({
  operationId: 'documentationVersion',
  method: 'GET',
  path: '/documentations/:id/versions/:number',
  summary: 'Una versione di una pagina',
  response: z.object({ version: documentationVersionSchema }),
});

/** One line of a diff: kept, added or removed, with its number in the old and/or new text. */
export const diffLineSchema = z.object({
  kind: z.enum(['context', 'added', 'removed']),
  text: z.string(),
  old_number: z.number().int().nullable(),
  new_number: z.number().int().nullable(),
});
export type DiffLine = z.infer<typeof diffLineSchema>;

export const diffHunkSchema = z.object({
  old_start: z.number().int(),
  old_lines: z.number().int(),
  new_start: z.number().int(),
  new_lines: z.number().int(),
  lines: z.array(diffLineSchema),
});
export type DiffHunk = z.infer<typeof diffHunkSchema>;

export const documentationDiffSchema = z.object({
  from: documentationVersionSummarySchema,
  to: documentationVersionSummarySchema,
  title: z.object({ old: z.string(), new: z.string(), changed: z.boolean() }),
  tags: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
  /** The body's changes, line by line, with 3 lines of context around each. */
  hunks: z.array(diffHunkSchema),
  added: z.number().int(),
  removed: z.number().int(),
});
export type DocumentationDiff = z.infer<typeof documentationDiffSchema>;

export const documentationDiffEndpoint = defineEndpoint({
  operationId: 'documentationDiff',
  method: 'GET',
  path: '/documentations/:id/diff',
  summary: 'Differenze tra due versioni di una pagina',
  query: documentationDiffQuerySchema,
  response: documentationDiffSchema,
});

export const restoreDocumentationVersionEndpoint = defineEndpoint({
  operationId: 'restoreDocumentationVersion',
  method: 'POST',
  path: '/documentations/:id/versions/:number/restore',
  summary: 'Ripristina una versione: diventa una nuova versione (409 se updated_at non è più quello attuale)',
  body: restoreDocumentationVersionInputSchema,
  response: documentationResponseSchema,
});

export const documentationActivityEndpoint = defineEndpoint({
  operationId: 'documentationActivity',
  method: 'GET',
  path: '/documentations/:id/activity',
  summary: 'Attività della pagina di documentazione',
  query: activityQuerySchema,
  response: activityPageSchema,
});
