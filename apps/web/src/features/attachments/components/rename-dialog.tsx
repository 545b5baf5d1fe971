import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ATTACHMENT_NAME_MAX, type Attachment } from '@officina/contracts';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/toast.ts';
import { useRenameAttachment } from '../api/change-attachment.ts';

/** "Rinomina": the display name only (the bytes stay as they are); 409 when someone changed it meanwhile. */
export function RenameDialog({ attachment, onClose }: { attachment: Attachment; onClose: () => void }) {
  const id = useId();
  const rename = useRenameAttachment();
  const [name, setName] = useState(attachment.name);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return setError('Inserisci il nome');
    if (trimmed.length > ATTACHMENT_NAME_MAX) return setError(`Al massimo ${ATTACHMENT_NAME_MAX} caratteri`);
    setError(null);
    try {
      const saved = await rename.mutateAsync({ attachment, name: trimmed });
      notify.success(`Allegato rinominato: ${saved.attachment.name}`);
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) return setError('Non è stato possibile rinominare il file.');
      if (failure.status === 409) return setConflict(true);
      const fields = failure.fieldErrors();
      const body = failure.body as { message?: unknown } | null;
      setError(
        fields.name?.[0] ??
          (typeof body?.message === 'string' && failure.status < 500
            ? body.message
            : 'Non è stato possibile rinominare il file.'),
      );
    }
  };

  return (
    <Dialog
      open
      onClose={rename.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={`${id}-title`}>Rinomina allegato</DialogTitle>
        <DialogContent>
          {conflict && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Il file è stato modificato da un altro utente. Chiudi e riprova sulla versione aggiornata.
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label="Nome del file"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? 'Il nome con cui il file è mostrato e scaricato.'}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={rename.isPending}>
            Annulla
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending} disabled={conflict}>
            Rinomina
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
