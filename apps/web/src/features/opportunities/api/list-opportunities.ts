import { listOpportunitiesEndpoint, type OpportunityListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from './query-keys.ts';

export type OpportunityListParams = Partial<OpportunityListQuery>;

export function listOpportunities(query: OpportunityListParams, signal?: AbortSignal) {
  return callEndpoint(listOpportunitiesEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const opportunityListQueryOptions = (query: OpportunityListParams) =>
  queryOptions({
    queryKey: opportunityKeys.list(query),
    queryFn: ({ signal }) => listOpportunities(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /opportunities: one page of the filtered, sorted list. */
export function useOpportunities(query: OpportunityListParams) {
  return useQuery(opportunityListQueryOptions(query));
}
