import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TimingView } from '@officina/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConflictAlert } from '../../../components/conflict-alert.tsx';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { handleSaveError } from '../../../lib/save-errors.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { strings } from '../../../lib/strings.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useCreateTiming } from '../api/create-timing.ts';
import { getTiming } from '../api/get-timing.ts';
import { useUpdateTiming } from '../api/update-timing.ts';
import {
  type TimingFormValues,
  timingFormSchema,
  timingFormValues,
  toTimingInput,
} from '../utils/timing-form.ts';
import { TimingEntryFields } from './timing-entry-fields.tsx';

const FIELDS = Object.keys(timingFormSchema.shape);

interface TimingEntryDialogProps {
  /** The entry to edit; without it the dialog registers a new one. */
  timing?: TimingView;
  /** A new entry's to-do and project (the page it was opened from). */
  todoId?: number | null;
  projectId?: number | null;
  onClose: () => void;
}

/**
 * "Registra tempo" / "Modifica tempo": day, start and end or duration (h:mm), type, project, to-do,
 * description, billable. Overlaps with one's other entries are warned after saving, not blocked; an
 * edit saved by someone else meanwhile (409) is reloaded on request.
 */
export function TimingEntryDialog({
  timing,
  todoId = null,
  projectId = null,
  onClose,
}: TimingEntryDialogProps) {
  const typeId = useSettingsStore((state) => state.product?.timing_types[0]?.id ?? null);
  const meId = useSessionStore((state) => state.user?.id);
  const create = useCreateTiming();
  const update = useUpdateTiming();
  const [version, setVersion] = useState(timing?.updated_at ?? '');
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<TimingFormValues>({
    resolver: zodResolver(timingFormSchema),
    defaultValues: timingFormValues(timing, { projectId, todoId }, { typeId, now: dayjs() }),
  });

  const submit = handleSubmit(async (values) => {
    setConflict(false);
    const input = toTimingInput(values, timing?.client_id ?? null);
    try {
      const saved = timing
        ? await update.mutateAsync({ id: timing.id, input: { ...input, updated_at: version } })
        : await create.mutateAsync(input);
      for (const warning of saved.warnings) showToast({ message: warning.message, type: 'warning' });
      notify.success(timing ? 'Tempo aggiornato' : 'Tempo registrato');
      onClose();
    } catch (error) {
      if (handleSaveError(error, FIELDS, setError) === 'conflict') setConflict(true);
    }
  });

  const reload = async () => {
    if (!timing) return;
    setReloading(true);
    try {
      const fresh = await getTiming(timing.id);
      setVersion(fresh.updated_at);
      reset(timingFormValues(fresh, {}, { typeId, now: dayjs() }));
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  const title = timing ? 'Modifica tempo' : 'Registra tempo';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="timing-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="timing-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {timing && timing.user_id !== meId && (
            <DialogContentText sx={{ mb: 1 }}>Tempo di {timing.user_name ?? 'un collega'}.</DialogContentText>
          )}
          {conflict && (
            <ConflictAlert
              what="La voce di tempo"
              changedBy="modificata"
              reloading={reloading}
              onReload={reload}
            />
          )}
          <TimingEntryFields control={control} setValue={setValue} focusDuration={!timing} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {timing ? 'Salva' : 'Registra'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
