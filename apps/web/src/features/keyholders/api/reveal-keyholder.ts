import { type KeyholderRevealPurpose, revealKeyholderEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { keyholderKeys } from '../../../lib/entities/keyholders.ts';

/**
 * POST /keyholders/:id/reveal: the secret and the notes in clear. A mutation, never a query: the
 * answer is handed to the caller, which keeps it in its own state; `gcTime: 0` and the callers'
 * `reset()` drop it from the mutation cache at once. Errors are the caller's (403, 429 in Italian).
 */
export function useRevealKeyholder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purpose: KeyholderRevealPurpose) =>
      callEndpoint(revealKeyholderEndpoint, {
        params: { id },
        body: { purpose },
        handleErrors: false,
        loading: false,
      }),
    gcTime: 0,
    // Each reveal writes an access row: the "Accessi" tab shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyholderKeys.accessLog(id) }),
  });
}
