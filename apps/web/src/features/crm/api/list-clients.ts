import { type ClientListQuery, listClientsEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { rememberNextCursor, withPageCursor } from '../../../lib/list/page-cursors.ts';
import { crmKeys } from './query-keys.ts';

export type ClientListParams = Partial<ClientListQuery>;

export function listClients(query: ClientListParams, signal?: AbortSignal) {
  return callEndpoint(listClientsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const clientListQueryOptions = (query: ClientListParams) =>
  queryOptions({
    queryKey: crmKeys.clientList(query),
    // The next page continues from this one's cursor (one index seek on the server).
    queryFn: async ({ signal }) => {
      const page = await listClients(withPageCursor('clients', query), signal);
      rememberNextCursor('clients', query, page.meta);
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** GET /clients: one page of the filtered, sorted list (the grid shows its own progress). */
export function useClients(query: ClientListParams) {
  return useQuery(clientListQueryOptions(query));
}
