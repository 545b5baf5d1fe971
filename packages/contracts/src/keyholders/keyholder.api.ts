import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import { exportFormatSchema } from '../common/records.ts';
import {
  createKeyholderInputSchema,
  keyholderListQuerySchema,
  keyholderRevealInputSchema,
  keyholderRevealPurposeSchema,
  keyholderSchema,
  updateKeyholderInputSchema,
} from './keyholder.schemas.ts';

/** A credential as the API answers it: the stored fields (no secret) plus display names. */
export const keyholderViewSchema = keyholderSchema.extend({
  client_name: z.string().nullable(),
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type KeyholderView = z.infer<typeof keyholderViewSchema>;

export const keyholderPageSchema = pageOf(keyholderViewSchema);
export type KeyholderPage = z.infer<typeof keyholderPageSchema>;

export const keyholderResponseSchema = z.object({ keyholder: keyholderViewSchema });
export type KeyholderResponse = z.infer<typeof keyholderResponseSchema>;

/**
 * Who may see credentials: `view_keyholders`, limited to the clients and projects of the user's
 * own projects (manager or member) unless they also have `view_all_keyholders`. Writes also need
 * `manage_keyholders`; the secret needs `reveal_keyholders`. An entry outside the user's reach is
 * a 404, as if it did not exist.
 */
export const {
  list: listKeyholdersEndpoint,
  create: createKeyholderEndpoint,
  get: getKeyholderEndpoint,
  update: updateKeyholderEndpoint,
  delete: deleteKeyholderEndpoint,
} = recordEndpoints({
  path: '/keyholders',
  name: 'Keyholder',
  summaries: {
    list: 'Credenziali (paginato, filtri tipo/cliente/progetto/in scadenza; mai la password né le note)',
    create: 'Nuova credenziale (password e note cifrate con AES-256-GCM prima del salvataggio)',
    get: 'Una credenziale, senza password né note',
    update: 'Modifica una credenziale (409 se updated_at non è più quello attuale)',
    delete: 'Elimina una credenziale e il suo registro accessi',
  },
  listQuery: keyholderListQuerySchema,
  page: keyholderPageSchema,
  create: createKeyholderInputSchema,
  update: updateKeyholderInputSchema,
  response: keyholderResponseSchema,
});

/** The secret and the notes in clear: the only answer that carries them. */
export const keyholderRevealSchema = z.object({
  secret: z.string().nullable(),
  notes: z.string().nullable(),
});
export type KeyholderReveal = z.infer<typeof keyholderRevealSchema>;

/**
 * Needs `reveal_keyholders` (403 otherwise, and no access row); rate limited per user (429 with
 * Retry-After); writes an access row (who, when, address) before answering.
 */
export const revealKeyholderEndpoint = defineEndpoint({
  operationId: 'revealKeyholder',
  method: 'POST',
  path: '/keyholders/:id/reveal',
  summary: 'Mostra password e note di una credenziale (registrato nel registro accessi)',
  body: keyholderRevealInputSchema,
  response: keyholderRevealSchema,
});

export const keyholderAccessSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  action: keyholderRevealPurposeSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  at: instantSchema,
});
export type KeyholderAccess = z.infer<typeof keyholderAccessSchema>;
export const keyholderAccessPageSchema = pageOf(keyholderAccessSchema);
export type KeyholderAccessPage = z.infer<typeof keyholderAccessPageSchema>;

export const keyholderAccessesEndpoint = defineEndpoint({
  operationId: 'keyholderAccesses',
  method: 'GET',
  path: '/keyholders/:id/accesses',
  summary: 'Registro accessi della credenziale (chi ha visto la password, quando, da dove)',
  query: activityQuerySchema,
  response: keyholderAccessPageSchema,
});

export const keyholderActivityEndpoint = defineEndpoint({
  operationId: 'keyholderActivity',
  method: 'GET',
  path: '/keyholders/:id/activity',
  summary: 'Attività della credenziale (le modifiche di password e note senza il loro contenuto)',
  query: activityQuerySchema,
  response: activityPageSchema,
});

export const keyholderExportQuerySchema = keyholderListQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: exportFormatSchema.default('xlsx') });
export type KeyholderExportQuery = z.infer<typeof keyholderExportQuerySchema>;

/** Answers a file (credenziali-YYYY-MM-DD.xlsx|csv) without secrets or notes. */
export const exportKeyholdersEndpoint = defineEndpoint({
  operationId: 'exportKeyholders',
  method: 'GET',
  path: '/keyholders/export',
  summary: 'Esporta l’elenco credenziali filtrato (XLSX o CSV; senza password né note)',
  query: keyholderExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});
