import type { ReactNode } from 'react';
import { notify } from '../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface RemovalMutation {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
}

interface ConfirmRemovalDialogProps<T extends { id: number }> {
  /** The record asked about; null keeps the dialog closed. */
  item: T | null;
  /** Called when the dialog should close (removed, failed — the error toast is the mutation's — or cancelled). */
  onClose: () => void;
  remove: RemovalMutation;
  title: string;
  /** Toast after the removal, e.g. "Modello eliminato". */
  removedMessage: string;
  /** What the removal means for this record. */
  children: (item: T) => ReactNode;
}

/** "Eliminare …?" before a delete mutation: Elimina (error tone) runs it, then a toast and close. */
export function ConfirmRemovalDialog<T extends { id: number }>({
  item,
  onClose,
  remove,
  title,
  removedMessage,
  children,
}: ConfirmRemovalDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel="Elimina"
      tone="error"
      pending={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            onClose();
            notify.success(removedMessage);
          },
          onError: onClose,
        })
      }
      onCancel={onClose}
    >
      {item && children(item)}
    </ConfirmDialog>
  );
}
