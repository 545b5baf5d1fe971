import { type ClientListQuery, listClientsEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { crmKeys } from './query-keys.ts';

export type ClientListParams = Partial<ClientListQuery>;

export function listClients(query: ClientListParams, signal?: AbortSignal) {
  return callEndpoint(listClientsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const clientListQueryOptions = (query: ClientListParams) =>
  queryOptions({
    queryKey: crmKeys.clientList(query),
    queryFn: ({ signal }) => listClients(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /clients: one page of the filtered, sorted list (the grid shows its own progress). */
export function useClients(query: ClientListParams) {
  return useQuery(clientListQueryOptions(query));
}
