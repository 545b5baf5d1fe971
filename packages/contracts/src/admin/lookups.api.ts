import { defineEndpoint } from '../common/endpoint.ts';
import { deleteResultSchema } from '../common/records.ts';
import {
  adminLookupKindsResponseSchema,
  adminLookupListResponseSchema,
  adminLookupResponseSchema,
  createLookupInputSchema,
  reorderLookupsInputSchema,
  updateLookupInputSchema,
} from './lookups.schemas.ts';

/**
 * The lookup tables' administration (`/admin/lookups`): every call needs `manage_settings`. Each
 * write bumps the settings version in its transaction, so every instance serves the settings calls
 * with the change from its next request. docs/modules/admin-lookups.md.
 */
export const adminLookupKindsEndpoint = defineEndpoint({
  operationId: 'adminLookupKinds',
  method: 'GET',
  path: '/admin/lookups',
  summary: 'Tabelle di base: titolo, area, flag che si applicano, di sistema o no, numero di valori',
  response: adminLookupKindsResponseSchema,
});

export const adminLookupListEndpoint = defineEndpoint({
  operationId: 'adminLookupList',
  method: 'GET',
  path: '/admin/lookups/:kind',
  summary: 'Valori di una tabella di base, archiviati compresi, con il numero di record che li usano',
  response: adminLookupListResponseSchema,
});

export const createAdminLookupEndpoint = defineEndpoint({
  operationId: 'createAdminLookup',
  method: 'POST',
  path: '/admin/lookups/:kind',
  summary: 'Nuovo valore (in fondo all’elenco); 422 per un nome già usato o una tabella di sistema',
  body: createLookupInputSchema,
  response: adminLookupResponseSchema,
});

export const reorderAdminLookupsEndpoint = defineEndpoint({
  operationId: 'reorderAdminLookups',
  method: 'PUT',
  path: '/admin/lookups/:kind/order',
  summary: 'Nuovo ordine dei valori attivi (tutti, una volta ciascuno: 422 altrimenti)',
  body: reorderLookupsInputSchema,
  response: adminLookupListResponseSchema,
});

export const updateAdminLookupEndpoint = defineEndpoint({
  operationId: 'updateAdminLookup',
  method: 'PUT',
  path: '/admin/lookups/:kind/:id',
  summary: 'Modifica nome, colore e flag di un valore (409 se updated_at non è più quello attuale)',
  body: updateLookupInputSchema,
  response: adminLookupResponseSchema,
});

export const deleteAdminLookupEndpoint = defineEndpoint({
  operationId: 'deleteAdminLookup',
  method: 'DELETE',
  path: '/admin/lookups/:kind/:id',
  summary: 'Elimina un valore non usato; uno usato da qualche record è archiviato',
  response: deleteResultSchema,
});

export const restoreAdminLookupEndpoint = defineEndpoint({
  operationId: 'restoreAdminLookup',
  method: 'POST',
  path: '/admin/lookups/:kind/:id/restore',
  summary: 'Ripristina un valore archiviato (in fondo all’elenco)',
  response: adminLookupResponseSchema,
});
