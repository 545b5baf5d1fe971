import { opportunityActivityEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

export const ACTIVITY_PAGE_SIZE = 20;

export const opportunityActivityQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: opportunityKeys.activity(id, page),
    queryFn: () =>
      callEndpoint(opportunityActivityEndpoint, {
        params: { id },
        query: { page, per_page: ACTIVITY_PAGE_SIZE },
        loading: false,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /opportunities/:id/activity: changes and state changes (with note and reason), newest first. */
export function useOpportunityActivity(id: number, page: number) {
  return useQuery(opportunityActivityQueryOptions(id, page));
}
