import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type KeyLoanListParams, keyKeys, listKeyLoans } from '../../../../lib/entities/keys.ts';

export const keyLoanListQueryOptions = (query: KeyLoanListParams) =>
  queryOptions({
    queryKey: keyKeys.loans(query),
    queryFn: ({ signal }) => listKeyLoans(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /keyholders/loans: the overdue ones (`state=in_ritardo`) or a key's history (`tutte`, `key_id`). */
export function useKeyLoans(query: KeyLoanListParams) {
  return useQuery(keyLoanListQueryOptions(query));
}
