import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createExternalLinkInputSchema,
  externalLinkListQuerySchema,
  externalLinkSchema,
  updateExternalLinkInputSchema,
} from './external-link.schemas.ts';

/** A link as the API answers it: stored fields plus the names of its category, client and project. */
export const externalLinkViewSchema = externalLinkSchema.extend({
  category_name: z.string().nullable(),
  client_name: z.string().nullable(),
  /** "CODICE · Nome" as the other lists show a project. */
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type ExternalLinkView = z.infer<typeof externalLinkViewSchema>;

export const externalLinkPageSchema = pageOf(externalLinkViewSchema);
export type ExternalLinkPage = z.infer<typeof externalLinkPageSchema>;

export const externalLinkResponseSchema = z.object({ external_link: externalLinkViewSchema });
export type ExternalLinkResponse = z.infer<typeof externalLinkResponseSchema>;

/** Read: `view_external_links`. Writes: `view_external_links` and `manage_external_links`. */
export const {
  list: listExternalLinksEndpoint,
  create: createExternalLinkEndpoint,
  get: getExternalLinkEndpoint,
  update: updateExternalLinkEndpoint,
  delete: deleteExternalLinkEndpoint,
} = recordEndpoints({
  path: '/external-links',
  name: 'ExternalLink',
  summaries: {
    list: 'Link esterni (paginato, filtri categoria/cliente/progetto, ricerca su titolo, indirizzo e descrizione)',
    create: 'Nuovo link (solo indirizzi http e https: 422 altrimenti)',
    get: 'Un link',
    update: 'Modifica un link (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un link',
  },
  listQuery: externalLinkListQuerySchema,
  page: externalLinkPageSchema,
  create: createExternalLinkInputSchema,
  update: updateExternalLinkInputSchema,
  response: externalLinkResponseSchema,
});

export const externalLinkActivityEndpoint = defineEndpoint({
  operationId: 'externalLinkActivity',
  method: 'GET',
  path: '/external-links/:id/activity',
  summary: 'Attività del link',
  query: activityQuerySchema,
  response: activityPageSchema,
});
