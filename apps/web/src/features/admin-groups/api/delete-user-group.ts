import { deleteUserGroupEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { userGroupKeys } from '../../../lib/entities/user-groups.ts';

/** DELETE /admin/groups/:id: a group without users, not a seeded one (the server's 422 is toasted). */
export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteUserGroupEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}
