import { type Attachment, deleteAttachmentEndpoint, renameAttachmentEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { attachmentKeys } from '../../../lib/entities/attachments.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

/** PATCH /attachments/:id with the `updated_at` read: 409 and 422 are answered by the dialog. */
export function useRenameAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attachment, name }: { attachment: Attachment; name: string }) =>
      callEndpoint(renameAttachmentEndpoint, {
        params: { id: attachment.id },
        body: { name, updated_at: attachment.updated_at },
        handleErrors: false,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(attachmentKeys.detail(data.attachment.id), data);
      return queryClient.invalidateQueries({ queryKey: attachmentKeys.all });
    },
  });
}

/** DELETE /attachments/:id: the lists and the tab counts refresh. */
export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteAttachmentEndpoint, { params: { id } }),
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, attachmentKeys.detail(id), [attachmentKeys.all]),
  });
}
