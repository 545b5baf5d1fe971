import { clientActivityEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';

export const ACTIVITY_PAGE_SIZE = 20;

export function clientActivity(id: number, page: number) {
  return callEndpoint(clientActivityEndpoint, {
    params: { id },
    query: { page, per_page: ACTIVITY_PAGE_SIZE },
    loading: false,
  });
}

export const clientActivityQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: clientKeys.activity(id, page),
    queryFn: () => clientActivity(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /clients/:id/activity, newest first. */
export function useClientActivity(id: number, page: number) {
  return useQuery(clientActivityQueryOptions(id, page));
}
