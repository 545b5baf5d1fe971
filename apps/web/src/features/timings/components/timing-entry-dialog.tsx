import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { type FormEvent, useState } from 'react';
import { DurationField } from '../../../components/duration-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { strings } from '../../../lib/strings.ts';
import { notify, showToast } from '../../../lib/toast.ts';
import { useCreateTiming } from '../api/create-timing.ts';

interface TimingEntryDialogProps {
  todoId?: number | null;
  projectId?: number | null;
  onClose: () => void;
}

/** "Registra tempo": a manual entry (day, start, duration h:mm, type, billable); overlaps warn, not block. */
export function TimingEntryDialog({ todoId = null, projectId = null, onClose }: TimingEntryDialogProps) {
  const types = useSettingsStore((state) => state.product?.timing_types ?? []);
  const create = useCreateTiming();
  const [day, setDay] = useState(dayjs());
  const [time, setTime] = useState(dayjs().startOf('hour').subtract(1, 'hour'));
  const [minutes, setMinutes] = useState<number | null>(60);
  const [typeId, setTypeId] = useState<number | ''>(types[0]?.id ?? '');
  const [billable, setBillable] = useState(true);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!minutes) {
      setError('Indica la durata, es. 1:30');
      return;
    }
    const start = day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
    try {
      const saved = await create.mutateAsync({
        user_id: null,
        todo_id: todoId,
        project_id: projectId,
        client_id: null,
        type_id: typeId === '' ? null : typeId,
        started_at: start.toISOString(),
        ended_at: start.add(minutes, 'minute').toISOString(),
        minutes: null,
        description: description.trim() || null,
        billable,
      });
      for (const warning of saved.warnings) showToast({ message: warning.message, type: 'warning' });
      notify.success('Tempo registrato');
      onClose();
    } catch (failure) {
      const messages = isApiError(failure) ? Object.values(failure.fieldErrors()).flat() : [];
      setError(messages[0] ?? 'Registrazione non riuscita');
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="timing-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="timing-dialog-title">Registra tempo</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DatePicker label="Giorno" value={day} onChange={(value) => value?.isValid() && setDay(value)} />
            <Stack direction="row" spacing={2}>
              <TimePicker
                label="Inizio"
                value={time}
                ampm={false}
                onChange={(value) => value?.isValid() && setTime(value)}
              />
              <DurationField
                label="Durata"
                value={minutes}
                onChange={setMinutes}
                error={error ?? undefined}
                autoFocus
              />
            </Stack>
            <TextField
              select
              label="Tipo"
              value={typeId}
              onChange={(event) => setTypeId(event.target.value === '' ? '' : Number(event.target.value))}
            >
              {types.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Descrizione"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              rows={2}
            />
            <FormControlLabel
              control={
                <Checkbox checked={billable} onChange={(event) => setBillable(event.target.checked)} />
              }
              label="Fatturabile"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{strings.cancel}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Registra
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
