import type { AdminLookup, AdminLookupKind } from '@officina/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteLookup } from '../api/remove-lookup.ts';

interface RemoveLookupDialogProps {
  kind: AdminLookupKind;
  /** The value asked about; null keeps the dialog closed. */
  lookup: AdminLookup | null;
  onClose: () => void;
}

/**
 * "Archiviare …?" or "Eliminare …?": a value records use is archived (it stays on them, and can be
 * restored), an unused one deleted. The server decides again and its answer is toasted.
 */
export function RemoveLookupDialog({ kind, lookup, onClose }: RemoveLookupDialogProps) {
  const remove = useDeleteLookup(kind.kind);
  const used = (lookup?.usage ?? 0) > 0;
  return (
    <ConfirmDialog
      open={lookup !== null}
      title={used ? 'Archiviare il valore?' : 'Eliminare il valore?'}
      confirmLabel={used ? 'Archivia' : 'Elimina'}
      tone={used ? 'warning' : 'error'}
      pending={remove.isPending}
      onConfirm={() =>
        lookup &&
        remove.mutate(lookup.id, {
          onSuccess: (result) => {
            onClose();
            notify.success(result.message);
          },
          onError: onClose,
        })
      }
      onCancel={onClose}
    >
      {lookup &&
        (used
          ? `«${lookup.name}» è usato da ${lookup.usage} record: sarà archiviato. Non si potrà più scegliere, ma resta visibile sui record che lo usano e potrai ripristinarlo.`
          : `«${lookup.name}» non è usato da nessun record: sarà eliminato da «${kind.title}».`)}
    </ConfirmDialog>
  );
}
