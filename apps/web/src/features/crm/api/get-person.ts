import { getPersonEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { crmKeys } from './query-keys.ts';

export function getPerson(id: number) {
  return callEndpoint(getPersonEndpoint, { params: { id } });
}

export const personQueryOptions = (id: number) =>
  queryOptions({
    queryKey: crmKeys.person(id),
    queryFn: () => getPerson(id),
    select: (data) => data.person,
  });

/** GET /persons/:id. */
export function usePerson(id: number) {
  return useQuery({ ...personQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
