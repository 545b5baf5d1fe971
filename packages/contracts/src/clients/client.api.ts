import { z } from 'zod';
import { activityEntrySchema, activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { queryRefIdSchema } from '../common/id.ts';
import { keysetPageOf, pageMetaSchema } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  exportFormatSchema,
  fieldWarningSchema,
  importPreviewSchema,
  importQuerySchema,
  importReportSchema,
} from '../common/records.ts';
import { personViewSchema } from '../persons/person.api.ts';
import { personListQuerySchema } from '../persons/person.schemas.ts';
import {
  clientListQuerySchema,
  clientSchema,
  createClientInputSchema,
  updateClientInputSchema,
} from './client.schemas.ts';

/**
 * A client as the API answers it: the stored fields plus the names a list or header shows, resolved
 * on the server in the same query (no lookups on the web per row).
 */
export const clientViewSchema = clientSchema.extend({
  state_name: z.string().nullable(),
  state_color: z.string().nullable(),
  category_name: z.string().nullable(),
  /** "Nome Cognome" of the account manager. */
  account_manager_name: z.string().nullable(),
});
export type ClientView = z.infer<typeof clientViewSchema>;

export const clientPageSchema = keysetPageOf(clientViewSchema);
export type ClientPage = z.infer<typeof clientPageSchema>;

/** POST/PUT answer: the saved client and any warnings (e.g. duplicate Partita IVA); never blocking. */
export const clientSavedSchema = z.object({
  client: clientViewSchema,
  warnings: z.array(fieldWarningSchema),
});
export type ClientSaved = z.infer<typeof clientSavedSchema>;

export const clientResponseSchema = z.object({ client: clientViewSchema });

/** `?vat=&exclude_id=` of the live Partita IVA check of the form. */
export const checkVatQuerySchema = z.object({
  vat: z.string().trim().max(30),
  exclude_id: queryRefIdSchema,
});
export type CheckVatQuery = z.infer<typeof checkVatQuerySchema>;

export const checkVatResponseSchema = z.object({
  /** Other clients (archived included) with the same Partita IVA. */
  duplicates: z.array(z.object({ id: z.number().int(), business_name: z.string(), archived: z.boolean() })),
  /** The Italian warning to show under the field, null when there is no duplicate. */
  warning: z.string().nullable(),
});
export type CheckVatResponse = z.infer<typeof checkVatResponseSchema>;

/** The list's filters, search and sort, plus the format; no paging (the whole filtered list). */
export const clientExportQuerySchema = clientListQuerySchema
  .omit({ page: true, per_page: true, after: true })
  .extend({ format: exportFormatSchema.default('xlsx') });
export type ClientExportQuery = z.infer<typeof clientExportQuerySchema>;

/** Persons of one client: the persons list's query without `client_id` (it is in the path). */
export const clientPersonsQuerySchema = personListQuerySchema.omit({ client_id: true });
export type ClientPersonsQuery = z.infer<typeof clientPersonsQuerySchema>;

export const activityPageSchema = z.object({ data: z.array(activityEntrySchema), meta: pageMetaSchema });
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const {
  list: listClientsEndpoint,
  create: createClientEndpoint,
  get: getClientEndpoint,
  update: updateClientEndpoint,
  delete: deleteClientEndpoint,
  restore: restoreClientEndpoint,
} = recordEndpoints({
  path: '/clients',
  name: 'Client',
  summaries: {
    list: 'Elenco clienti (paginato, filtri, ricerca, ordinamento); archived=true elenca solo gli archiviati',
    create: 'Nuovo cliente',
    get: 'Un cliente',
    update: 'Modifica un cliente (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un cliente, o lo archivia se altri record lo collegano',
    restore: 'Ripristina un cliente archiviato',
  },
  listQuery: clientListQuerySchema,
  page: clientPageSchema,
  create: createClientInputSchema,
  update: updateClientInputSchema,
  response: clientResponseSchema,
  saved: clientSavedSchema,
});

export const checkClientVatEndpoint = defineEndpoint({
  operationId: 'checkClientVat',
  method: 'GET',
  path: '/clients/check-vat',
  summary: 'Altri clienti con la stessa Partita IVA (avviso nel modulo)',
  query: checkVatQuerySchema,
  response: checkVatResponseSchema,
});

export const clientPersonsEndpoint = defineEndpoint({
  operationId: 'clientPersons',
  method: 'GET',
  path: '/clients/:id/persons',
  summary: 'Persone del cliente',
  query: clientPersonsQuerySchema,
  response: keysetPageOf(personViewSchema),
});

export const clientActivityEndpoint = defineEndpoint({
  operationId: 'clientActivity',
  method: 'GET',
  path: '/clients/:id/activity',
  summary: 'Attività del cliente (chi, quando, quali campi)',
  query: activityQuerySchema,
  response: activityPageSchema,
});

/** Answers a file (Content-Disposition: attachment; clienti-YYYY-MM-DD.xlsx|csv), not JSON. */
export const exportClientsEndpoint = defineEndpoint({
  operationId: 'exportClients',
  method: 'GET',
  path: '/clients/export',
  summary: 'Esporta l’elenco clienti filtrato (XLSX o CSV)',
  query: clientExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});

/** multipart/form-data with one `file` (CSV or XLSX, ≤ 10 MB). */
export const previewClientImportEndpoint = defineEndpoint({
  operationId: 'previewClientImport',
  method: 'POST',
  path: '/clients/import/preview',
  summary: 'Anteprima di un file da importare: colonne, prime righe, abbinamento suggerito',
  response: importPreviewSchema,
});

/** multipart/form-data: `file` and optional `mapping` (JSON ImportMapping; absent → the suggested one). */
export const importClientsEndpoint = defineEndpoint({
  operationId: 'importClients',
  method: 'POST',
  path: '/clients/import',
  summary: 'Importa clienti da CSV o XLSX (abbinamento su Partita IVA)',
  query: importQuerySchema,
  response: importReportSchema,
});
