import {
  type CreateProductInput,
  createProductEndpoint,
  type UpdateProductInput,
  updateProductEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { productKeys } from '../../../lib/entities/products.ts';

/**
 * POST /products or PUT /products/:id (with the `updated_at` read): one hook for the one form; 409 and
 * 422 (code already used) are answered by the form.
 */
export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProductInput | UpdateProductInput) =>
      id
        ? callEndpoint(updateProductEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createProductEndpoint, { body: input, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(productKeys.detail(data.product.id), data);
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
