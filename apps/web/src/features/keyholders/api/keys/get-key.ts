import { queryOptions, useQuery } from '@tanstack/react-query';
import { getKey, keyKeys } from '../../../../lib/entities/keys.ts';

export const keyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keyKeys.detail(id),
    queryFn: () => getKey(id),
    select: (data) => data.key,
  });

/** GET /keyholders/keys/:id. */
export function useKey(id: number) {
  return useQuery({ ...keyQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
