import { z } from 'zod';
import { activityEntrySchema, activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { keysetPageOf, pageMetaSchema } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  exportFormatSchema,
  importPreviewSchema,
  importQuerySchema,
  importReportSchema,
} from '../common/records.ts';
import {
  createPersonInputSchema,
  personListQuerySchema,
  personSchema,
  updatePersonInputSchema,
} from './person.schemas.ts';

/** A person as the API answers it: stored fields plus the names a list shows, resolved by the server. */
export const personViewSchema = personSchema.extend({
  type_name: z.string().nullable(),
  type_color: z.string().nullable(),
  /** Ragione sociale of the client, null without one. */
  client_name: z.string().nullable(),
  /** Whether that client is archived (false without a client). */
  client_archived: z.boolean(),
});
export type PersonView = z.infer<typeof personViewSchema>;

export const personPageSchema = keysetPageOf(personViewSchema);
export type PersonPage = z.infer<typeof personPageSchema>;

export const personResponseSchema = z.object({ person: personViewSchema });
export type PersonResponse = z.infer<typeof personResponseSchema>;

export const personExportQuerySchema = personListQuerySchema
  .omit({ page: true, per_page: true, after: true })
  .extend({ format: exportFormatSchema.default('xlsx') });
export type PersonExportQuery = z.infer<typeof personExportQuerySchema>;

export const {
  list: listPersonsEndpoint,
  create: createPersonEndpoint,
  get: getPersonEndpoint,
  update: updatePersonEndpoint,
  delete: deletePersonEndpoint,
  restore: restorePersonEndpoint,
} = recordEndpoints({
  path: '/persons',
  name: 'Person',
  summaries: {
    list: 'Elenco persone (paginato, filtri tipo e cliente, ricerca, ordinamento); archived=true solo archiviate',
    create: 'Nuova persona',
    get: 'Una persona',
    update: 'Modifica una persona (409 se updated_at non è più quello attuale)',
    delete: 'Elimina una persona, o la archivia se altri record la collegano',
    restore: 'Ripristina una persona archiviata',
  },
  listQuery: personListQuerySchema,
  page: personPageSchema,
  create: createPersonInputSchema,
  update: updatePersonInputSchema,
  response: personResponseSchema,
});

export const personActivityEndpoint = defineEndpoint({
  operationId: 'personActivity',
  method: 'GET',
  path: '/persons/:id/activity',
  summary: 'Attività della persona',
  query: activityQuerySchema,
  response: z.object({ data: z.array(activityEntrySchema), meta: pageMetaSchema }),
});

/** Answers a file (Content-Disposition: attachment; persone-YYYY-MM-DD.xlsx|csv), not JSON. */
export const exportPersonsEndpoint = defineEndpoint({
  operationId: 'exportPersons',
  method: 'GET',
  path: '/persons/export',
  summary: 'Esporta l’elenco persone filtrato (XLSX o CSV)',
  query: personExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});

/** multipart/form-data with one `file` (CSV or XLSX, ≤ 10 MB). */
export const previewPersonImportEndpoint = defineEndpoint({
  operationId: 'previewPersonImport',
  method: 'POST',
  path: '/persons/import/preview',
  summary: 'Anteprima di un file di persone da importare',
  response: importPreviewSchema,
});

/**
 * multipart/form-data: `file` and optional `mapping` (JSON ImportMapping). The client is
 * found by its Partita IVA (`client_vat_number`) or ragione sociale (`client_business_name`).
 */
export const importPersonsEndpoint = defineEndpoint({
  operationId: 'importPersons',
  method: 'POST',
  path: '/persons/import',
  summary: 'Importa persone da CSV o XLSX (abbinamento su e-mail)',
  query: importQuerySchema,
  response: importReportSchema,
});
