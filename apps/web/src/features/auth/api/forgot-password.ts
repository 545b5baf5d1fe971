import type { ForgotPasswordInput } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { endpoints } from '../../../lib/api/endpoints.ts';

export function forgotPassword(input: ForgotPasswordInput) {
  return callEndpoint(endpoints.forgotPassword, { body: input });
}

/** POST auth/password/forgot: the server answers the same for known and unknown addresses. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
