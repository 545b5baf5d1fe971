import type { ForgotPasswordInput } from '@officina/contracts';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';
import { useAction } from '../../../lib/use-action.ts';

export function forgotPassword(input: ForgotPasswordInput) {
  return callEndpoint(endpoints.forgotPassword, { body: input });
}

/** POST auth/password/forgot: the server answers the same for known and unknown addresses. */
export function useForgotPassword() {
  return useAction(forgotPassword);
}
