import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createKeyInputSchema,
  keyCheckinInputSchema,
  keyCheckoutInputSchema,
  keyListQuerySchema,
  keyLoanListQuerySchema,
  keyLoanSchema,
  keySchema,
  keyStateSchema,
  updateKeyInputSchema,
} from './key.schemas.ts';

/** A key as the API answers it: its fields, display names and who holds which copy now. */
export const keyViewSchema = keySchema.extend({
  client_name: z.string().nullable(),
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  state: keyStateSchema,
  /** Copies out of the office now. */
  copies_out: z.number().int(),
  /** The open loans, by copy number. */
  loans: z.array(keyLoanSchema),
});
export type KeyView = z.infer<typeof keyViewSchema>;

export const keyPageSchema = pageOf(keyViewSchema);
export type KeyPage = z.infer<typeof keyPageSchema>;
export const keyResponseSchema = z.object({ key: keyViewSchema });
export type KeyResponse = z.infer<typeof keyResponseSchema>;

/** A loan with the key it is of (the loans list: who holds what, what is overdue). */
export const keyLoanViewSchema = keyLoanSchema.extend({
  key_label: z.string(),
  key_code: z.string(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
});
export type KeyLoanView = z.infer<typeof keyLoanViewSchema>;
export const keyLoanPageSchema = pageOf(keyLoanViewSchema);
export type KeyLoanPage = z.infer<typeof keyLoanPageSchema>;

/** Same permissions and reach as the credentials (`view_keyholders`, `manage_keyholders`). */
export const {
  list: listKeysEndpoint,
  create: createKeyEndpoint,
  get: getKeyEndpoint,
  update: updateKeyEndpoint,
  delete: deleteKeyEndpoint,
} = recordEndpoints({
  path: '/keyholders/keys',
  name: 'Key',
  summaries: {
    list: 'Chiavi e badge (paginato, filtri tipo/cliente/progetto/stato/chi le ha)',
    create: 'Nuova chiave o badge (codice univoco)',
    get: 'Una chiave, con chi ha ogni copia ora',
    update: 'Modifica una chiave (409 se updated_at non è più quello attuale)',
    delete: 'Elimina una chiave (non se una copia è in consegna) e il suo storico',
  },
  listQuery: keyListQuerySchema,
  page: keyPageSchema,
  create: createKeyInputSchema,
  update: updateKeyInputSchema,
  response: keyResponseSchema,
});

/** 409 when the copy is already out; 422 on a copy number beyond the key's copies. */
export const checkoutKeyEndpoint = defineEndpoint({
  operationId: 'checkoutKey',
  method: 'POST',
  path: '/keyholders/keys/:id/checkout',
  summary: 'Consegna una copia a un collega o a una persona del cliente',
  body: keyCheckoutInputSchema,
  response: keyResponseSchema,
});

/** 409 when the copy is not out. */
export const checkinKeyEndpoint = defineEndpoint({
  operationId: 'checkinKey',
  method: 'POST',
  path: '/keyholders/keys/:id/checkin',
  summary: 'Registra la restituzione di una copia',
  body: keyCheckinInputSchema,
  response: keyResponseSchema,
});

/** Loans: `state=aperte` (who holds what now), `in_ritardo` (overdue), `tutte` (with `key_id`: its custody history). */
export const listKeyLoansEndpoint = defineEndpoint({
  operationId: 'listKeyLoans',
  method: 'GET',
  path: '/keyholders/loans',
  summary: 'Consegne di chiavi: in corso, in ritardo o lo storico di una chiave',
  query: keyLoanListQuerySchema,
  response: keyLoanPageSchema,
});

export const keyActivityEndpoint = defineEndpoint({
  operationId: 'keyActivity',
  method: 'GET',
  path: '/keyholders/keys/:id/activity',
  summary: 'Attività della chiave',
  query: activityQuerySchema,
  response: activityPageSchema,
});
