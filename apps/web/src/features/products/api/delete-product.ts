import { deleteProductEndpoint, restoreProductEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { productKeys } from '../../../lib/entities/products.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

/** DELETE /products/:id: deleted, or archived when offer rows use it. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteProductEndpoint, { params: { id } }),
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, productKeys.detail(id), [productKeys.all]),
  });
}

/** POST /products/:id/restore. */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(restoreProductEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
