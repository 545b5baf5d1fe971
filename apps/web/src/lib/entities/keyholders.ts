import {
  getKeyholderEndpoint,
  type KeyholderListQuery,
  keyholderAccessesEndpoint,
  listKeyholdersEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/**
 * Query keys of the credentials (`keyholders` also names `manage_keyholders`). No key ever holds a
 * revealed secret: the reveal is a mutation whose answer stays in the component that asked.
 */
export const keyholderKeys = {
  all: ['keyholders'] as const,
  list: (query: object) => ['keyholders', 'list', query] as const,
  detail: (id: number) => ['keyholders', 'detail', id] as const,
  activity: (id: number, page: number) => ['keyholders', 'detail', id, 'activity', page] as const,
  /** Every page of a credential's access log (a reveal refreshes them all). */
  accessLog: (id: number) => ['keyholders', 'detail', id, 'accesses'] as const,
  accesses: (id: number, page: number, perPage: number) =>
    ['keyholders', 'detail', id, 'accesses', page, perPage] as const,
  count: (owner: 'client' | 'project', id: number) => ['keyholders', 'count', owner, id] as const,
};

export type KeyholderListParams = Partial<KeyholderListQuery>;

/** GET /keyholders: one page of credentials (never a secret nor the notes). */
export function listKeyholders(query: KeyholderListParams, signal?: AbortSignal) {
  return callEndpoint(listKeyholdersEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /keyholders/:id (without secret and notes: only whether they are set). */
export function getKeyholder(id: number) {
  return callEndpoint(getKeyholderEndpoint, { params: { id }, loading: false });
}

/** GET /keyholders/:id/accesses: who revealed the secret, when, from where. */
export function listKeyholderAccesses(id: number, page: number, perPage: number) {
  return callEndpoint(keyholderAccessesEndpoint, {
    params: { id },
    query: { page, per_page: perPage },
    loading: false,
  });
}

/** The count of a client's or a project's credentials, for its Portachiavi tab's label. */
export const keyholderCountQuery = (owner: 'client' | 'project', id: number) => ({
  queryKey: keyholderKeys.count(owner, id),
  queryFn: () =>
    listKeyholders(
      owner === 'client' ? { client_id: id, per_page: 1 } : { project_id: id, per_page: 1 },
    ).then((page) => page.meta.total),
  staleTime: 30_000,
});

/** Credential: nouns, keys, detail read and pages, for the list page and the record form. */
export const keyholderEntity = defineEntity({
  key: 'keyholder',
  noun: ['credenziale', 'credenziali'],
  feminine: true,
  keys: keyholderKeys,
  get: (id: number) => getKeyholder(id),
  paths: {
    list: () => paths.keyholders.build(),
    add: () => paths.keyholderAdd.build(),
    detail: (id: number) => paths.keyholderDetail.build(id),
  },
});
