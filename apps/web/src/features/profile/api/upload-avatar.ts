import { type AvatarResponse, uploadAvatarEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/api/file-transfer.ts';
import { userAvatarKeys } from '../../../lib/entities/user-avatars.ts';

/** PUT user/avatar (multipart, field «file»); the navbar and the page show the new picture. */
export function useUploadAvatar(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      postForm<AvatarResponse>(uploadAvatarEndpoint.path, [['file', file]], { method: 'PUT' }),
    onSuccess: (data) => queryClient.setQueryData(userAvatarKeys.mine(userId), data),
  });
}
