import {
  type ClientListQuery,
  type ClientPersonsQuery,
  clientPersonsEndpoint,
  getClientEndpoint,
  listClientsEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { type ReadOptions, readOptions } from './call-options.ts';
import { defineEntity } from './entity.ts';

/**
 * Query keys of clients: everything about a client starts with `clients`, so a save invalidates a
 * whole family (lists, detail, activity, the client picker) with one call.
 */
export const clientKeys = {
  all: ['clients'] as const,
  list: (query: object) => ['clients', 'list', query] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
  activity: (id: number, page: number) => ['clients', 'detail', id, 'activity', page] as const,
  persons: (id: number, query: object) => ['clients', 'detail', id, 'persons', query] as const,
  vatCheck: (vat: string, excludeId?: number) => ['clients', 'check-vat', vat, excludeId ?? null] as const,
};

export type ClientListParams = Partial<ClientListQuery>;

/** GET /clients: one page of the filtered, sorted list. */
export function listClients(query: ClientListParams, signal?: AbortSignal) {
  return callEndpoint(listClientsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /clients/:id (the loading bar on, unless `loading: false`). */
export function getClient(id: number, options: ReadOptions = {}) {
  return callEndpoint(getClientEndpoint, { params: { id }, ...readOptions(options, true) });
}

export type ClientPersonsParams = Partial<ClientPersonsQuery>;

/** GET /clients/:id/persons: the people of one client (its Persone tab, an opportunity's contact). */
export function clientPersons(id: number, query: ClientPersonsParams) {
  return callEndpoint(clientPersonsEndpoint, { params: { id }, query, loading: false });
}

/** Clienti: nouns, keys, detail read and pages, for the list page and the record form. */
export const clientEntity = defineEntity({
  key: 'client',
  noun: ['cliente', 'clienti'],
  keys: clientKeys,
  get: (id: number) => getClient(id),
  paths: {
    list: () => paths.crmClients.build(),
    add: () => paths.crmClientAdd.build(),
    detail: (id: number) => paths.crmClientDetail.build(id),
  },
});
