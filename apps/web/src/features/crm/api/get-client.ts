import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys, getClient } from '../../../lib/entities/clients.ts';

export const clientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: () => getClient(id),
    select: (data) => data.client,
  });

/** GET /clients/:id. */
export function useClient(id: number) {
  return useQuery({ ...clientQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
