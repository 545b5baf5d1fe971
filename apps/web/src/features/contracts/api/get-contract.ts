import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractKeys, getContract } from '../../../lib/entities/contracts.ts';

export const contractQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => getContract(id),
    select: (data) => data.contract,
  });

/** GET /contracts/:id. */
export function useContract(id: number) {
  return useQuery({ ...contractQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
