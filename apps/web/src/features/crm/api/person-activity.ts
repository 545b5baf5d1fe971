import { personActivityEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { personKeys } from '../../../lib/entities/persons.ts';
import { ACTIVITY_PAGE_SIZE } from './client-activity.ts';

export function personActivity(id: number, page: number) {
  return callEndpoint(personActivityEndpoint, {
    params: { id },
    query: { page, per_page: ACTIVITY_PAGE_SIZE },
    loading: false,
  });
}

export const personActivityQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: personKeys.activity(id, page),
    queryFn: () => personActivity(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /persons/:id/activity, newest first. */
export function usePersonActivity(id: number, page: number) {
  return useQuery(personActivityQueryOptions(id, page));
}
