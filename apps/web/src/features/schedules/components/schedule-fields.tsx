import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { scheduleReminderChoices } from '@officina/contracts';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import {
  FormClientPicker,
  FormProjectPicker,
  FormSwitch,
  FormUserMultiPicker,
} from '../../../components/form/bound-fields.tsx';
import { FormIdSelect } from '../../../components/form-id-select.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import type { ScheduleFormValues } from '../utils/schedule-form.ts';
import { DayTimeField } from './day-time-field.tsx';
import { RecurrenceEditor } from './recurrence-editor.tsx';

/** The reminder choices in words (minutes before the start). */
export const reminderLabels: Record<number, string> = {
  0: 'All’ora dell’evento',
  5: '5 minuti prima',
  15: '15 minuti prima',
  30: '30 minuti prima',
  60: '1 ora prima',
  120: '2 ore prima',
  1440: '1 giorno prima',
  2880: '2 giorni prima',
  10080: '1 settimana prima',
};

interface ScheduleFieldsProps {
  control: Control<ScheduleFormValues>;
  setValue: UseFormSetValue<ScheduleFormValues>;
}

/** The event dialog's fields, in the order a person fills them. */
export function ScheduleFields({ control, setValue }: ScheduleFieldsProps) {
  const people = useSettingsStore((state) => state.people);
  const calendars = people?.calendars ?? [];
  const users = (people?.user_subusers ?? []).map((user) => ({
    id: user.id,
    name: `${user.name} ${user.surname}`.trim(),
  }));
  const [allDay, startDay, skipHolidays] = useWatch({
    control,
    name: ['all_day', 'start_day', 'skip_holidays'],
  });
  const dirty = { shouldDirty: true } as const;

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormIdSelect
        control={control}
        name="calendar_id"
        label="Calendario *"
        options={calendars}
        emptyLabel={null}
      />
      <FormTextField control={control} name="title" label="Titolo *" autoFocus />
      <FormSwitch control={control} name="all_day" label="Tutto il giorno" />
      <DayTimeField control={control} which="start" allDay={allDay} />
      <DayTimeField control={control} which="end" allDay={allDay} />
      <FormTextField control={control} name="location" label="Luogo" />
      <FormTextField control={control} name="description" label="Descrizione" multiline rows={3} />
      <FormClientPicker
        control={control}
        name="client_id"
        label="Cliente"
        onPicked={() => setValue('project_id', null, dirty)}
      />
      <FormProjectPicker
        control={control}
        name="project_id"
        onPicked={(_, project) => project?.client_id && setValue('client_id', project.client_id, dirty)}
      />
      <FormUserMultiPicker control={control} name="attendee_ids" label="Partecipanti" options={users} />
      <Controller
        control={control}
        name="reminder_minutes"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Promemoria"
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            <MenuItem value="">Nessuno</MenuItem>
            {scheduleReminderChoices.map((minutes) => (
              <MenuItem key={minutes} value={String(minutes)}>
                {reminderLabels[minutes] ?? `${minutes} minuti prima`}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="recurrence"
        render={({ field, fieldState }) => (
          <RecurrenceEditor
            value={field.value}
            onChange={field.onChange}
            startDay={startDay ?? new Date().toISOString().slice(0, 10)}
            allDay={allDay}
            skipHolidays={skipHolidays}
            onSkipHolidays={(skip) => setValue('skip_holidays', skip, dirty)}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
