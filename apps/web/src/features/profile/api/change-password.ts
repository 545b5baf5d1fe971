import { type ChangePasswordInput, changePasswordEndpoint } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';

export function changePassword(input: ChangePasswordInput) {
  return callEndpoint(changePasswordEndpoint, { body: input });
}

/** PUT user/password: the current password and the new one. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
