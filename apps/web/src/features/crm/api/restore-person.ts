import { restorePersonEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { crmKeys } from './query-keys.ts';

export function restorePerson(id: number) {
  return callEndpoint(restorePersonEndpoint, { params: { id } });
}

/** POST /persons/:id/restore. */
export function useRestorePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePerson,
    onSuccess: (data) => {
      queryClient.setQueryData(crmKeys.person(data.person.id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.persons }),
        queryClient.invalidateQueries({ queryKey: crmKeys.clients }),
      ]);
    },
  });
}
