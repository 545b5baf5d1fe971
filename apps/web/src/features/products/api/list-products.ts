import { listProductsEndpoint, type ProductListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { productKeys } from './query-keys.ts';

export type ProductListParams = Partial<ProductListQuery>;

export const productListQueryOptions = (query: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(listProductsEndpoint, { query, loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /products: one page of the catalogue (filters category and active, search on code and name). */
export function useProducts(query: ProductListParams) {
  return useQuery(productListQueryOptions(query));
}
