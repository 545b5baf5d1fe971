import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Button from '@mui/material/Button';
import type { DeleteResult } from '@officina/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { notify } from '../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface RecordActionsProps {
  /** "il cliente «Rossi S.r.l.»". */
  what: string;
  /**
   * What Elimina will do to this kind of record, as its server decides: "Se ha persone collegate verrà
   * archiviato invece che eliminato…". Follows "Vuoi eliminare {what}?" in the confirmation.
   */
  deleteNote: string;
  editTo: string;
  archived: boolean;
  deleting: boolean;
  restoring: boolean;
  onDelete: () => Promise<DeleteResult>;
  onRestore: () => Promise<unknown>;
  /** After a real deletion (the record is gone): where to go. */
  onDeleted: () => void;
}

/**
 * Modifica / Elimina (archived instead when other records point at it: the server decides and says so)
 * / Ripristina, with a confirmation before removing anything.
 */
export function RecordActions({
  what,
  deleteNote,
  editTo,
  archived,
  deleting,
  restoring,
  onDelete,
  onRestore,
  onDeleted,
}: RecordActionsProps) {
  const [asking, setAsking] = useState(false);
  const remove = async () => {
    try {
      const result = await onDelete();
      setAsking(false);
      notify.success(result.message);
      if (result.result === 'deleted') onDeleted();
    } catch {
      setAsking(false);
    }
  };

  if (archived) {
    return (
      <Button
        variant="contained"
        startIcon={<RestoreOutlined />}
        loading={restoring}
        onClick={() =>
          onRestore().then(
            () => notify.success('Ripristinato'),
            () => undefined,
          )
        }
      >
        Ripristina
      </Button>
    );
  }
  return (
    <>
      <Button component={RouterLink} to={editTo} variant="contained" startIcon={<EditOutlined />}>
        Modifica
      </Button>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => setAsking(true)}>
        Elimina
      </Button>
      <ConfirmDialog
        open={asking}
        title="Eliminare?"
        confirmLabel="Elimina"
        tone="error"
        pending={deleting}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        Vuoi eliminare {what}? {deleteNote}
      </ConfirmDialog>
    </>
  );
}
