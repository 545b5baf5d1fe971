import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TimingView } from '@officina/contracts';
import { RecordConflict } from '../../../components/form/record-form.tsx';
import { getTiming } from '../../../lib/entities/timings.ts';
import { useRecordForm } from '../../../lib/forms/use-record-form.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { strings } from '../../../lib/strings.ts';
import { useCreateTiming } from '../api/create-timing.ts';
import { useUpdateTiming } from '../api/update-timing.ts';
import { timingFormSchema, timingFormValues, toTimingInput } from '../utils/timing-form.ts';
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
  const form = useSchemaForm(
    timingFormSchema,
    timingFormValues(timing, { projectId, todoId }, { typeId, now: dayjs() }),
    'onSubmit',
  );
  const { control, setValue, formState } = form;
  const state = useRecordForm({
    form,
    record: timing,
    valuesOf: (saved) => timingFormValues(saved, {}, { typeId, now: dayjs() }),
    fields: FIELDS,
    save: (values, base) => {
      const input = toTimingInput(values, timing?.client_id ?? null);
      return base
        ? update.mutateAsync({ id: base.id, input: { ...input, updated_at: base.updated_at } })
        : create.mutateAsync(input);
    },
    pick: (result) => result.timing,
    warnings: true,
    savedMessage: (_saved, created) => (created ? 'Tempo registrato' : 'Tempo aggiornato'),
    refetch: (base) => getTiming(base.id),
    onSaved: onClose,
  });

  const title = timing ? 'Modifica tempo' : 'Registra tempo';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="timing-dialog-title">
      <form onSubmit={state.submit} noValidate>
        <DialogTitle id="timing-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {timing && timing.user_id !== meId && (
            <DialogContentText sx={{ mb: 1 }}>Tempo di {timing.user_name ?? 'un collega'}.</DialogContentText>
          )}
          <RecordConflict state={state} what="La voce di tempo" changedBy="modificata" />
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
