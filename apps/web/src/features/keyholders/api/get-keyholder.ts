import { queryOptions, useQuery } from '@tanstack/react-query';
import { getKeyholder, keyholderKeys } from '../../../lib/entities/keyholders.ts';

export const keyholderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keyholderKeys.detail(id),
    queryFn: () => getKeyholder(id),
    select: (data) => data.keyholder,
  });

/** GET /keyholders/:id (never the secret nor the notes). */
export function useKeyholder(id: number) {
  return useQuery({ ...keyholderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
