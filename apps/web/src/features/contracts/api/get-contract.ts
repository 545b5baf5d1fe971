import { getContractEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { contractKeys } from './query-keys.ts';

export const contractQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => callEndpoint(getContractEndpoint, { params: { id }, loading: false }),
    select: (data) => data.contract,
  });

/** GET /contracts/:id. */
export function useContract(id: number) {
  return useQuery({ ...contractQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
