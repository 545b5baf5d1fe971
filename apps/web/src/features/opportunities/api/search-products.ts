import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProducts, productKeys } from '../../../lib/entities/products.ts';

export const productSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: productKeys.picker(q),
    queryFn: ({ signal }) =>
      listProducts({ q: q || undefined, active: true, per_page: 20, sort: 'name' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /products?q=…&active=true: the rows editor's picker, searched as the user types. */
export function useProductSearch(q: string, enabled: boolean) {
  return useQuery({ ...productSearchQueryOptions(q), enabled });
}
