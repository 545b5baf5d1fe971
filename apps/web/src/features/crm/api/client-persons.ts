import { type ClientPersonsQuery, clientPersonsEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { crmKeys } from './query-keys.ts';

export type ClientPersonsParams = Partial<ClientPersonsQuery>;

export function clientPersons(id: number, query: ClientPersonsParams) {
  return callEndpoint(clientPersonsEndpoint, { params: { id }, query, loading: false });
}

export const clientPersonsQueryOptions = (id: number, query: ClientPersonsParams) =>
  queryOptions({
    queryKey: crmKeys.clientPersons(id, query),
    queryFn: () => clientPersons(id, query),
    placeholderData: keepPreviousData,
  });

/** GET /clients/:id/persons: the people of one client. */
export function useClientPersons(id: number, query: ClientPersonsParams) {
  return useQuery(clientPersonsQueryOptions(id, query));
}
