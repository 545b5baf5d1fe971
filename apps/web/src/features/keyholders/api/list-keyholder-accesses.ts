import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keyholderKeys, listKeyholderAccesses } from '../../../lib/entities/keyholders.ts';

export const ACCESSES_PAGE_SIZE = 25;

/** GET /keyholders/:id/accesses: one page of the access log, newest first. */
export function useKeyholderAccesses(id: number, page: number, perPage = ACCESSES_PAGE_SIZE) {
  return useQuery({
    queryKey: keyholderKeys.accesses(id, page, perPage),
    queryFn: () => listKeyholderAccesses(id, page, perPage),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
