import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ClientListParams, clientKeys, listClients } from '../../../lib/entities/clients.ts';
import { rememberNextCursor, withPageCursor } from '../../../lib/list/page-cursors.ts';

export const clientListQueryOptions = (query: ClientListParams) =>
  queryOptions({
    queryKey: clientKeys.list(query),
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
