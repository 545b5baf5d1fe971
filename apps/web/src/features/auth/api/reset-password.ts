import { type ResetPasswordInput, resetPasswordEndpoint } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';

export function resetPassword(input: ResetPasswordInput) {
  return callEndpoint(resetPasswordEndpoint, { body: input });
}

/** POST auth/password/reset with the e-mailed code and the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
