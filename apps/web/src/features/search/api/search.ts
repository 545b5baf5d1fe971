import { type SearchKind, searchEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { searchKeys } from '../../../lib/entities/search.ts';

export interface SearchParams {
  q: string;
  /** None or empty: every kind the user may search. */
  kinds?: readonly SearchKind[];
  limit: number;
  archived?: boolean;
}

/** GET /search: groups of hits by kind, and the kinds the user may search. Errors are shown in place. */
export function search(params: SearchParams, signal?: AbortSignal) {
  return callEndpoint(searchEndpoint, {
    query: {
      q: params.q,
      kinds: params.kinds?.length ? params.kinds.join(',') : undefined,
      limit: params.limit,
      archived: params.archived ? 'true' : undefined,
    },
    loading: false,
    handleErrors: false,
    ...(signal ? { signal } : {}),
  });
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => search(params, signal),
    // The previous answer stays while the next query runs, so the list does not flash empty.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });

/** The search answer for `params`; `enabled: false` while the query is too short to search. */
export function useSearch(params: SearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchQueryOptions(params), enabled: options.enabled ?? true });
}
