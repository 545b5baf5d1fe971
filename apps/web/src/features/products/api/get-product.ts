import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProduct, productKeys } from '../../../lib/entities/products.ts';

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
    select: (data) => data.product,
  });

/** GET /products/:id. */
export function useProduct(id: number) {
  return useQuery({ ...productQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
