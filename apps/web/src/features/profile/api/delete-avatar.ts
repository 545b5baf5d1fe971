import { deleteAvatarEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { userAvatarKeys } from '../../../lib/entities/user-avatars.ts';

/** DELETE user/avatar: back to the initials. */
export function useDeleteAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(deleteAvatarEndpoint),
    onSuccess: (data) => queryClient.setQueryData(userAvatarKeys.mine(userId), data),
  });
}
