import {
  type CreateKeyInput,
  createKeyEndpoint,
  type UpdateKeyInput,
  updateKeyEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { keyKeys } from '../../../../lib/entities/keys.ts';

/**
 * POST /keyholders/keys or PUT /keyholders/keys/:id (with the `updated_at` read): 409 (stale) and 422
 * (a code already used, fewer copies than a copy out) are answered by the form.
 */
export function useSaveKey(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateKeyInput | UpdateKeyInput) =>
      id
        ? callEndpoint(updateKeyEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(createKeyEndpoint, { body: input, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(keyKeys.detail(data.key.id), data);
      return queryClient.invalidateQueries({ queryKey: keyKeys.all });
    },
  });
}
