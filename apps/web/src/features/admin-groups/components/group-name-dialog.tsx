import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserGroupView } from '@officina/contracts';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { strings } from '../../../lib/strings.ts';
import { notify, showToast } from '../../../lib/toast.ts';

interface GroupNameDialogProps {
  /** The group to rename; without it a new group. */
  group?: UserGroupView;
  /** The groups a new one may copy its permissions from. */
  groups: readonly UserGroupView[];
  pending: boolean;
  /** Saves; resolves with the saved group, rejects with the API error. */
  onSubmit: (values: { name: string; copyFromId: number | null }) => Promise<UserGroupView>;
  onSaved: (group: UserGroupView) => void;
  onClose: () => void;
}

/** The API's 422 message for `field`, if any. */
function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors()[field]?.[0] : undefined;
}

/** New group (a name, and optionally another group's permissions to start from) or a new name. */
export function GroupNameDialog({
  group,
  groups,
  pending,
  onSubmit,
  onSaved,
  onClose,
}: GroupNameDialogProps) {
  const [name, setName] = useState(group?.name ?? '');
  const [copyFrom, setCopyFrom] = useState<string>('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Inserisci il nome del gruppo');
      return;
    }
    try {
      const saved = await onSubmit({ name: name.trim(), copyFromId: copyFrom ? Number(copyFrom) : null });
      notify.success(group ? 'Gruppo rinominato' : 'Gruppo creato');
      onSaved(saved);
    } catch (failure) {
      const message = fieldError(failure, 'name');
      if (message) {
        setError(message);
        return;
      }
      const body = isApiError(failure)
        ? (failure.body as { message?: string; alert?: { message?: string } })
        : null;
      showToast({
        message: body?.alert?.message ?? body?.message ?? 'Salvataggio non riuscito',
        type: 'error',
      });
    }
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="group-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="group-dialog-title">{group ? 'Rinomina gruppo' : 'Nuovo gruppo'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Nome del gruppo *"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
              error={error !== undefined}
              helperText={error ?? 'Es. «Commerciali junior» o «Collaboratori esterni»'}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              autoFocus
              fullWidth
            />
            {!group && (
              <TextField
                select
                label="Permessi iniziali"
                value={copyFrom}
                onChange={(event) => setCopyFrom(event.target.value)}
                helperText="Potrai cambiarli subito dopo, uno per uno."
                fullWidth
              >
                <MenuItem value="">Nessun permesso</MenuItem>
                {groups.map((entry) => (
                  <MenuItem key={entry.id} value={String(entry.id)}>
                    Come «{entry.name}»
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {strings.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {group ? 'Rinomina' : 'Crea gruppo'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
