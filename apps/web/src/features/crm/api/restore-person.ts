import { restorePersonEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';
import { personKeys } from '../../../lib/entities/persons.ts';

export function restorePerson(id: number) {
  return callEndpoint(restorePersonEndpoint, { params: { id } });
}

/** POST /persons/:id/restore. */
export function useRestorePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePerson,
    onSuccess: (data) => {
      queryClient.setQueryData(personKeys.detail(data.person.id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: personKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
