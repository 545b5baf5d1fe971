import { getContractEndpoint } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';

/** Query keys of the contracts: one family (`contracts`), invalidated by every save. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: object) => ['contracts', 'list', query] as const,
  detail: (id: number) => ['contracts', 'detail', id] as const,
};

/** GET /contracts/:id. */
export function getContract(id: number) {
  return callEndpoint(getContractEndpoint, { params: { id }, loading: false });
}
