import { getClientEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { crmKeys } from './query-keys.ts';

export function getClient(id: number) {
  return callEndpoint(getClientEndpoint, { params: { id } });
}

export const clientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: crmKeys.client(id),
    queryFn: () => getClient(id),
    select: (data) => data.client,
  });

/** GET /clients/:id. */
export function useClient(id: number) {
  return useQuery({ ...clientQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
