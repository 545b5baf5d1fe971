import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientPersons } from '../../../lib/entities/clients.ts';
import { opportunityKeys } from '../../../lib/entities/opportunities.ts';

export const clientPersonsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: opportunityKeys.persons(clientId),
    queryFn: () => clientPersons(clientId, { per_page: 200, sort: 'last_name' }),
  });

/** GET /clients/:id/persons: who can be the opportunity's contact person. */
export function useClientContactPersons(clientId: number | null) {
  return useQuery({ ...clientPersonsQueryOptions(clientId ?? 0), enabled: Boolean(clientId) });
}
