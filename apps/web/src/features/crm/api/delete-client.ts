import { deleteClientEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { crmKeys } from './query-keys.ts';

export function deleteClient(id: number) {
  return callEndpoint(deleteClientEndpoint, { params: { id } });
}

/** DELETE /clients/:id: deleted, or archived when other records point at it (the answer says which). */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.clients }),
        queryClient.invalidateQueries({ queryKey: crmKeys.persons }),
      ]),
  });
}
