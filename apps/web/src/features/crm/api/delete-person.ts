import { deletePersonEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';
import { personKeys } from '../../../lib/entities/persons.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

export function deletePerson(id: number) {
  return callEndpoint(deletePersonEndpoint, { params: { id } });
}

/** DELETE /persons/:id: deleted, or archived when other records point at the person. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, personKeys.detail(id), [personKeys.all, clientKeys.all]),
  });
}
