import { clientPersonsEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from './query-keys.ts';

export const clientPersonsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: opportunityKeys.persons(clientId),
    queryFn: () =>
      callEndpoint(clientPersonsEndpoint, {
        params: { id: clientId },
        query: { per_page: 200, sort: 'last_name' },
        loading: false,
      }),
  });

/** GET /clients/:id/persons: who can be the opportunity's contact person. */
export function useClientContactPersons(clientId: number | null) {
  return useQuery({ ...clientPersonsQueryOptions(clientId ?? 0), enabled: Boolean(clientId) });
}
