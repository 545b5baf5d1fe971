import type { ResetPasswordInput } from '@officina/contracts';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { useAction } from '../../../lib/use-action.ts';

export function resetPassword(input: ResetPasswordInput) {
  return callEndpoint(endpoints.resetPassword, { body: input });
}

/** POST auth/password/reset with the e-mailed code and the new password. */
export function useResetPassword() {
  return useAction(resetPassword);
}
