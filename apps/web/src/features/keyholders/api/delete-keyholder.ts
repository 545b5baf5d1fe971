import { deleteKeyholderEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { keyholderKeys } from '../../../lib/entities/keyholders.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

/** DELETE /keyholders/:id (the credential and its access log). */
export function useDeleteKeyholder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteKeyholderEndpoint, { params: { id } }),
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, keyholderKeys.detail(id), [keyholderKeys.all]),
  });
}
