import { listProductsEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { opportunityKeys } from './query-keys.ts';

export const productSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: opportunityKeys.products(q),
    queryFn: ({ signal }) =>
      callEndpoint(listProductsEndpoint, {
        query: { q: q || undefined, active: true, per_page: 20, sort: 'name' },
        loading: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /products?q=…&active=true: the rows editor's picker, searched as the user types. */
export function useProductSearch(q: string, enabled: boolean) {
  return useQuery({ ...productSearchQueryOptions(q), enabled });
}
