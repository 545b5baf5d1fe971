import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keyholderKeys, listKeyholderAccesses } from '../../../lib/entities/keyholders.ts';

export const ACCESSES_PAGE_SIZE = 20;

/** GET /keyholders/:id/accesses: one page of the access log, newest first. */
export function useKeyholderAccesses(id: number, page: number) {
  return useQuery({
    queryKey: keyholderKeys.accesses(id, page),
    queryFn: () => listKeyholderAccesses(id, page, ACCESSES_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
