import type { Attachment } from '@officina/contracts';
import { type ReactNode, useState } from 'react';
import { ConfirmRemovalDialog } from '../../../components/confirm-removal-dialog.tsx';
import { useCan } from '../../../lib/ability.ts';
import { useDeleteAttachment } from '../api/change-attachment.ts';
import { AttachmentDialog } from '../components/attachment-dialog.tsx';
import { RenameDialog } from '../components/rename-dialog.tsx';
import { useDownloadAttachment } from './use-download.ts';

export interface AttachmentActions {
  /** manage_attachments: upload, rename and delete (the server refuses them otherwise). */
  canManage: boolean;
  view: (attachment: Attachment) => void;
  download: (attachment: Attachment) => void;
  /** The id of the file being downloaded (its button spins). */
  downloadingId: number | null;
  rename: (attachment: Attachment) => void;
  remove: (attachment: Attachment) => void;
  /** The dialogs: render once in the page or tab. */
  dialogs: ReactNode;
}

interface Options {
  /** The file shown, when the page keeps it in its URL (`?file=`); else kept here. */
  viewing?: Attachment | null;
  onViewingChange?: (attachment: Attachment | null) => void;
}

/** What can be done with a file, and the dialogs it takes: view (preview), download, rename, delete. */
export function useAttachmentActions({
  viewing: controlled,
  onViewingChange,
}: Options = {}): AttachmentActions {
  const can = useCan();
  const canManage = can('manage_attachments');
  const [own, setOwn] = useState<Attachment | null>(null);
  const viewing = onViewingChange ? (controlled ?? null) : own;
  const setViewing = onViewingChange ?? setOwn;
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const remover = useDeleteAttachment();
  const downloader = useDownloadAttachment();
  const downloadingId = downloader.isPending ? (downloader.variables?.id ?? null) : null;

  const dialogs = (
    <>
      {viewing && (
        <AttachmentDialog
          attachment={viewing}
          canManage={canManage}
          downloading={downloadingId === viewing.id}
          onClose={() => setViewing(null)}
          onDownload={() => downloader.mutate(viewing)}
          onRename={() => setRenaming(viewing)}
          onDelete={() => setRemoving(viewing)}
        />
      )}
      {renaming && <RenameDialog attachment={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmRemovalDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={{
          isPending: remover.isPending,
          mutate: (id, callbacks) =>
            remover.mutate(id, {
              onSuccess: () => {
                if (viewing?.id === id) setViewing(null);
                callbacks.onSuccess();
              },
              onError: callbacks.onError,
            }),
        }}
        title="Eliminare l’allegato?"
        removedMessage="Allegato eliminato"
      >
        {(item) => `«${item.name}» sarà eliminato e non potrà essere recuperato.`}
      </ConfirmRemovalDialog>
    </>
  );

  return {
    canManage,
    view: setViewing,
    download: (attachment) => downloader.mutate(attachment),
    downloadingId,
    rename: setRenaming,
    remove: setRemoving,
    dialogs,
  };
}
