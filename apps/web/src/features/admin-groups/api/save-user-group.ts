import {
  type CreateUserGroupInput,
  createUserGroupEndpoint,
  type UpdateUserGroupInput,
  updateUserGroupEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { userGroupKeys } from '../../../lib/entities/user-groups.ts';

/** POST /admin/groups: a new group, empty or with the permissions of another (422 answered by the dialog). */
export function useCreateUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserGroupInput) =>
      callEndpoint(createUserGroupEndpoint, { body: input, handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}

/** PUT /admin/groups/:id with the `updated_at` read: 409 and 422 are answered by the caller. */
export function useUpdateUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserGroupInput }) =>
      callEndpoint(updateUserGroupEndpoint, { params: { id }, body: input, handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}
