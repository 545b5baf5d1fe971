import { listPersonsEndpoint, type PersonListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { rememberNextCursor, withPageCursor } from '../../../lib/list/page-cursors.ts';
import { crmKeys } from './query-keys.ts';

export type PersonListParams = Partial<PersonListQuery>;

export function listPersons(query: PersonListParams, signal?: AbortSignal) {
  return callEndpoint(listPersonsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const personListQueryOptions = (query: PersonListParams) =>
  queryOptions({
    queryKey: crmKeys.personList(query),
    // The next page continues from this one's cursor (one index seek on the server).
    queryFn: async ({ signal }) => {
      const page = await listPersons(withPageCursor('persons', query), signal);
      rememberNextCursor('persons', query, page.meta);
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** GET /persons: one page of the filtered, sorted list. */
export function usePersons(query: PersonListParams) {
  return useQuery(personListQueryOptions(query));
}
