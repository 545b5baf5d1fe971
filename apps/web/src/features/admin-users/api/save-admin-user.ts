import {
  type InviteUserInput,
  inviteUserEndpoint,
  type UpdateAdminUserInput,
  updateAdminUserEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { adminUserKeys } from './admin-user-keys.ts';

/**
 * POST /admin/users (the invitation) or PUT /admin/users/:id (with the `updated_at` read): 409 and
 * 422 (an e-mail already used, the last administrator) are answered by the form.
 */
export function useSaveAdminUser(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput | UpdateAdminUserInput) =>
      id
        ? callEndpoint(updateAdminUserEndpoint, { params: { id }, body: input, handleErrors: false })
        : callEndpoint(inviteUserEndpoint, { body: input, handleErrors: false }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminUserKeys.detail(data.user.id), { user: data.user });
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
}
