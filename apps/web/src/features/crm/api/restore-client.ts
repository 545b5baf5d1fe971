import { restoreClientEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';

export function restoreClient(id: number) {
  return callEndpoint(restoreClientEndpoint, { params: { id } });
}

/** POST /clients/:id/restore: an archived client back in the lists. */
export function useRestoreClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreClient,
    onSuccess: (data) => {
      queryClient.setQueryData(clientKeys.detail(data.client.id), data);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
