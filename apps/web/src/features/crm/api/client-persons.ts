import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ClientPersonsParams, clientKeys, clientPersons } from '../../../lib/entities/clients.ts';

export const clientPersonsQueryOptions = (id: number, query: ClientPersonsParams) =>
  queryOptions({
    queryKey: clientKeys.persons(id, query),
    queryFn: () => clientPersons(id, query),
    placeholderData: keepPreviousData,
  });

/** GET /clients/:id/persons: the people of one client. */
export function useClientPersons(id: number, query: ClientPersonsParams) {
  return useQuery(clientPersonsQueryOptions(id, query));
}
