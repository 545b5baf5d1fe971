import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type KeyListParams, keyKeys, listKeys } from '../../../../lib/entities/keys.ts';

export const keyListQueryOptions = (query: KeyListParams) =>
  queryOptions({
    queryKey: keyKeys.list(query),
    queryFn: ({ signal }) => listKeys(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /keyholders/keys: one page (filters kind, client, project, state, holder; search label, code, site). */
export function useKeys(query: KeyListParams) {
  return useQuery(keyListQueryOptions(query));
}
