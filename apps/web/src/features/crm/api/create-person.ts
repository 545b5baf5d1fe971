import { type CreatePersonInput, createPersonEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';
import { personKeys } from '../../../lib/entities/persons.ts';

export function createPerson(input: CreatePersonInput) {
  return callEndpoint(createPersonEndpoint, { body: input, handleErrors: false });
}

/** POST /persons; person lists and the client's tabs (persons, activity) are stale afterwards. */
export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: (data) => {
      queryClient.setQueryData(personKeys.detail(data.person.id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: personKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
