import { type UpdatePersonInput, updatePersonEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';
import { personKeys } from '../../../lib/entities/persons.ts';

export function updatePerson(id: number, input: UpdatePersonInput) {
  return callEndpoint(updatePersonEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /persons/:id with the `updated_at` the form was loaded with (stale → 409). */
export function useUpdatePerson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePersonInput) => updatePerson(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(personKeys.detail(id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: personKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]);
    },
  });
}
