import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPersons, type PersonListParams, personKeys } from '../../../lib/entities/persons.ts';
import { rememberNextCursor, withPageCursor } from '../../../lib/list/page-cursors.ts';

export const personListQueryOptions = (query: PersonListParams) =>
  queryOptions({
    queryKey: personKeys.list(query),
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
