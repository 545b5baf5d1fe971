import { listOpportunitiesEndpoint, type OpportunityListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';
import { rememberNextCursor, withPageCursor } from '../../../lib/list/page-cursors.ts';

export type OpportunityListParams = Partial<OpportunityListQuery>;

export function listOpportunities(query: OpportunityListParams, signal?: AbortSignal) {
  return callEndpoint(listOpportunitiesEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const opportunityListQueryOptions = (query: OpportunityListParams) =>
  queryOptions({
    queryKey: opportunityKeys.list(query),
    // The next page continues from this one's cursor (one index seek on the server).
    queryFn: async ({ signal }) => {
      const page = await listOpportunities(withPageCursor('opportunities', query), signal);
      rememberNextCursor('opportunities', query, page.meta);
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** GET /opportunities: one page of the filtered, sorted list. */
export function useOpportunities(query: OpportunityListParams) {
  return useQuery(opportunityListQueryOptions(query));
}
