import { type UpdateClientInput, updateClientEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';

/** 409 (changed by someone else) and 422 are answered by the form itself, not toasted. */
export function updateClient(id: number, input: UpdateClientInput) {
  return callEndpoint(updateClientEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /clients/:id with the `updated_at` the form was loaded with. */
export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClientInput) => updateClient(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(clientKeys.detail(id), { client: data.client });
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
