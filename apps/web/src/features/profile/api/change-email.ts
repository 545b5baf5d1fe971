import { type ChangeEmailInput, changeEmailEndpoint } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { applySavedProfile } from './update-profile.ts';

/** PUT user/email: the new e-mail and the current password; the session's user follows. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => callEndpoint(changeEmailEndpoint, { body: input }),
    onSuccess: applySavedProfile,
  });
}
