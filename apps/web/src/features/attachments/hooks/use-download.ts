import type { Attachment } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../lib/api/file-transfer.ts';
import { notify } from '../../../lib/toast.ts';
import { contentErrorMessage, fetchAttachmentBlob } from '../api/attachment-content.ts';

/** "Scarica": the bytes fetched with the token, saved under the file's original name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (attachment: Attachment) => {
      const blob = await fetchAttachmentBlob(attachment.id, 'download');
      saveBlob(blob, attachment.name);
      return attachment.name;
    },
    onError: (error) => notify.error(contentErrorMessage(error)),
  });
}
