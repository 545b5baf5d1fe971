import {
  activateUserEndpoint,
  banUserEndpoint,
  deactivateUserEndpoint,
  resendInvitationEndpoint,
  sendUserPasswordResetEndpoint,
  unbanUserEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { adminUserKeys } from './admin-user-keys.ts';

/** The one-click actions on a user, each a POST /admin/users/:id/<action>. */
export const userActionEndpoints = {
  deactivate: deactivateUserEndpoint,
  activate: activateUserEndpoint,
  ban: banUserEndpoint,
  unban: unbanUserEndpoint,
  'password-reset': sendUserPasswordResetEndpoint,
  invitation: resendInvitationEndpoint,
} as const;
export type UserAction = keyof typeof userActionEndpoints;

/** Runs an action and toasts the server's message; refusals (422: oneself, the last administrator) are toasted by the API client. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }) =>
      callEndpoint(userActionEndpoints[action], { params: { id } }),
    onSuccess: (data) => {
      notify.success(data.message);
      queryClient.setQueryData(adminUserKeys.detail(data.user.id), { user: data.user });
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
}
