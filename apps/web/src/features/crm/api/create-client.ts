import { type CreateClientInput, createClientEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { clientKeys } from '../../../lib/entities/clients.ts';

/** Validation failures (422) are shown on the form's fields, not toasted. */
export function createClient(input: CreateClientInput) {
  return callEndpoint(createClientEndpoint, { body: input, handleErrors: false });
}

/** POST /clients; the lists are stale afterwards. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (data) => {
      queryClient.setQueryData(clientKeys.detail(data.client.id), { client: data.client });
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
