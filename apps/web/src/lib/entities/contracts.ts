import { getContractEndpoint } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of the contracts: one family (`contracts`), invalidated by every save. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: object) => ['contracts', 'list', query] as const,
  detail: (id: number) => ['contracts', 'detail', id] as const,
  activity: (id: number, page: number) => ['contracts', 'detail', id, 'activity', page] as const,
};

/** GET /contracts/:id. */
export function getContract(id: number) {
  return callEndpoint(getContractEndpoint, { params: { id }, loading: false });
}

/** Contratti: nouns, keys, detail read and pages, for the list page and the record form. */
export const contractEntity = defineEntity({
  key: 'contract',
  noun: ['contratto', 'contratti'],
  keys: contractKeys,
  get: (id: number) => getContract(id),
  paths: {
    list: () => paths.contracts.build(),
    add: () => paths.contractAdd.build(),
    detail: (id: number) => paths.contractDetail.build(id),
  },
});
