import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type KeyholderListParams, keyholderKeys, listKeyholders } from '../../../lib/entities/keyholders.ts';

export const keyholderListQueryOptions = (query: KeyholderListParams) =>
  queryOptions({
    queryKey: keyholderKeys.list(query),
    queryFn: ({ signal }) => listKeyholders(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /keyholders: one page (filters kind, client, project, expiring; search title, host, username). */
export function useKeyholders(query: KeyholderListParams) {
  return useQuery(keyholderListQueryOptions(query));
}
