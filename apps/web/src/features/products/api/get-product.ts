import { getProductEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { productKeys } from './query-keys.ts';

export function getProduct(id: number) {
  return callEndpoint(getProductEndpoint, { params: { id }, loading: false });
}

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
