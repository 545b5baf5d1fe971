import { getPersonEndpoint, listPersonsEndpoint, type PersonListQuery } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of persons: all under `persons` (a client's people are under `clients`, see clients.ts). */
export const personKeys = {
  all: ['persons'] as const,
  list: (query: object) => ['persons', 'list', query] as const,
  detail: (id: number) => ['persons', 'detail', id] as const,
  activity: (id: number, page: number) => ['persons', 'detail', id, 'activity', page] as const,
};

export type PersonListParams = Partial<PersonListQuery>;

/** GET /persons: one page of the filtered, sorted list. */
export function listPersons(query: PersonListParams, signal?: AbortSignal) {
  return callEndpoint(listPersonsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /persons/:id. */
export function getPerson(id: number) {
  return callEndpoint(getPersonEndpoint, { params: { id } });
}

/** Persone: nouns, keys, detail read and pages, for the list page and the record form. */
export const personEntity = defineEntity({
  key: 'person',
  noun: ['persona', 'persone'],
  feminine: true,
  keys: personKeys,
  get: (id: number) => getPerson(id),
  paths: {
    list: () => paths.crmPersons.build(),
    add: () => paths.crmPersonAdd.build(),
    detail: (id: number) => paths.crmPersonDetail.build(id),
  },
});
