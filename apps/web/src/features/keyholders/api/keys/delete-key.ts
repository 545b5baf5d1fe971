import { deleteKeyEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { keyKeys } from '../../../../lib/entities/keys.ts';
import { refreshAfterDelete } from '../../../../lib/refresh-after-delete.ts';

/** DELETE /keyholders/keys/:id (refused while a copy is out: the server says so, toasted). */
export function useDeleteKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteKeyEndpoint, { params: { id } }),
    onSuccess: (result, id) => refreshAfterDelete(queryClient, result, keyKeys.detail(id), [keyKeys.all]),
  });
}
