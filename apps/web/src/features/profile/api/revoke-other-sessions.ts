import { revokeOtherSessionsEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { sessionKeys } from './list-sessions.ts';

/** POST user/sessions/revoke-others: «Esci da tutti gli altri dispositivi». */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(revokeOtherSessionsEndpoint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.mine }),
  });
}
