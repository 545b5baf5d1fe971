import {
  type CreateKeyholderInput,
  createKeyholderEndpoint,
  type UpdateKeyholderInput,
  updateKeyholderEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { keyholderKeys } from '../../../lib/entities/keyholders.ts';

/**
 * POST /keyholders or PUT /keyholders/:id (with the `updated_at` read): 409 and 422 are answered by
 * the form. The answer carries no secret, so caching it is safe.
 */
export function useSaveKeyholder(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateKeyholderInput | UpdateKeyholderInput) =>
      id
        ? callEndpoint(updateKeyholderEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createKeyholderEndpoint, { body: input, handleErrors: false }),
    // The input (secret included) must not outlive the save in the mutation cache.
    gcTime: 0,
    onSuccess: (data) => {
      queryClient.setQueryData(keyholderKeys.detail(data.keyholder.id), data);
      return queryClient.invalidateQueries({ queryKey: keyholderKeys.all });
    },
  });
}
