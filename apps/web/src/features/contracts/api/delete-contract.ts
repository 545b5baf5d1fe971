import { deleteContractEndpoint, restoreContractEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { contractKeys } from '../../../lib/entities/contracts.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

/** DELETE /contracts/:id: deleted, or archived when other records point at it. */
export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteContractEndpoint, { params: { id } }),
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, contractKeys.detail(id), [contractKeys.all]),
  });
}

/** POST /contracts/:id/restore. */
export function useRestoreContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(restoreContractEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }),
  });
}
