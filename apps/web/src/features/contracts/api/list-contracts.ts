import { type ContractListQuery, listContractsEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { contractKeys } from '../../../lib/entities/contracts.ts';

export type ContractListParams = Partial<ContractListQuery>;

export const contractListQueryOptions = (query: ContractListParams) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(listContractsEndpoint, { query, loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /contracts: filters state, type, client, expiring within N days; search. */
export function useContracts(query: ContractListParams) {
  return useQuery(contractListQueryOptions(query));
}
