import { deleteClientEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';
import { personKeys } from '../../../lib/entities/persons.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

export function deleteClient(id: number) {
  return callEndpoint(deleteClientEndpoint, { params: { id } });
}

/** DELETE /clients/:id: deleted, or archived when other records point at it (the answer says which). */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, clientKeys.detail(id), [clientKeys.all, personKeys.all]),
  });
}
