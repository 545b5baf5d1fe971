import {
  getKeyEndpoint,
  type KeyListQuery,
  type KeyLoanListQuery,
  listKeyLoansEndpoint,
  listKeysEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/**
 * Query keys of the physical keys and badges, and of their loans: all under `keyholder_keys`, so a
 * check-out or check-in invalidates the register, the key, its history and the overdue panel at once.
 * (Not `keyholders`, the credentials' family, which a key's change must not refresh.)
 */
export const keyKeys = {
  all: ['keyholder_keys'] as const,
  list: (query: object) => ['keyholder_keys', 'list', query] as const,
  detail: (id: number) => ['keyholder_keys', 'detail', id] as const,
  activity: (id: number, page: number) => ['keyholder_keys', 'detail', id, 'activity', page] as const,
  loans: (query: object) => ['keyholder_keys', 'loans', query] as const,
  count: (owner: 'client' | 'project', id: number) => ['keyholder_keys', 'count', owner, id] as const,
};

export type KeyListParams = Partial<KeyListQuery>;
export type KeyLoanListParams = Partial<KeyLoanListQuery>;

/** GET /keyholders/keys: one page of the register. */
export function listKeys(query: KeyListParams, signal?: AbortSignal) {
  return callEndpoint(listKeysEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /keyholders/keys/:id: the key with who holds which copy now. */
export function getKey(id: number) {
  return callEndpoint(getKeyEndpoint, { params: { id }, loading: false });
}

/** GET /keyholders/loans: open, overdue or all loans (a key's custody history with `key_id`). */
export function listKeyLoans(query: KeyLoanListParams, signal?: AbortSignal) {
  return callEndpoint(listKeyLoansEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** The count of a client's or a project's keys, for its Portachiavi tab's label. */
export const keyCountQuery = (owner: 'client' | 'project', id: number) => ({
  queryKey: keyKeys.count(owner, id),
  queryFn: () =>
    listKeys(owner === 'client' ? { client_id: id, per_page: 1 } : { project_id: id, per_page: 1 }).then(
      (page) => page.meta.total,
    ),
  staleTime: 30_000,
});

/** Chiavi e badge: nouns, keys, detail read and pages, for the register and the key form. */
export const keyEntity = defineEntity({
  key: 'key',
  noun: ['chiave', 'chiavi'],
  feminine: true,
  keys: keyKeys,
  get: (id: number) => getKey(id),
  paths: {
    list: () => paths.keyholders.build('tab=chiavi'),
    add: () => paths.keyAdd.build(),
    detail: (id: number) => paths.keyDetail.build(id),
  },
});
