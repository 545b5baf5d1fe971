import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProducts, type ProductListParams, productKeys } from '../../../lib/entities/products.ts';

export const productListQueryOptions = (query: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /products: one page of the catalogue (filters category and active, search on code and name). */
export function useProducts(query: ProductListParams) {
  return useQuery(productListQueryOptions(query));
}
