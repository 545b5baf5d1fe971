import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useRef } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormDurationField, FormProjectPicker } from '../../../components/form/bound-fields.tsx';
import { TodoPicker } from '../../../components/todo-picker.tsx';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { endOf, minutesUntil, type TimingFormValues, withDay, withTime } from '../utils/timing-form.ts';

interface TimingEntryFieldsProps {
  control: Control<TimingFormValues>;
  setValue: UseFormSetValue<TimingFormValues>;
  /** Focus the duration (a new entry: the usual change is how long). */
  focusDuration?: boolean;
}

const dirty = { shouldDirty: true, shouldValidate: true } as const;

/**
 * Day, start, end and duration (end and duration follow each other; an end before the start is the
 * next day), type, project and to-do (a to-do brings its project; another project drops a to-do that
 * is not in it), description and billable. A duration-only entry has no start and end.
 */
export function TimingEntryFields({ control, setValue, focusDuration }: TimingEntryFieldsProps) {
  const types = useSettingsStore((state) => state.product?.timing_types ?? []);
  const [startedAt, minutes, durationOnly, projectId, todoId] = useWatch({
    control,
    name: ['started_at', 'minutes', 'duration_only', 'project_id', 'todo_id'],
  });
  // The project of the chosen to-do, to know whether a newly picked project still holds it.
  const todoProject = useRef<number | null>(todoId ? (projectId ?? null) : null);
  const start = dayjs(startedAt);
  const end = endOf(startedAt, minutes ?? null);
  const nextDay = end !== null && !end.isSame(start, 'day');

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <DatePicker
        label="Giorno"
        value={start}
        onChange={(value) => value?.isValid() && setValue('started_at', withDay(startedAt, value), dirty)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!durationOnly && (
          <>
            <TimePicker
              label="Inizio"
              value={start}
              ampm={false}
              onChange={(value) =>
                value?.isValid() && setValue('started_at', withTime(startedAt, value), dirty)
              }
            />
            <TimePicker
              label="Fine"
              value={end}
              ampm={false}
              onChange={(value) =>
                value?.isValid() && setValue('minutes', minutesUntil(startedAt, value), dirty)
              }
              slotProps={{ textField: { helperText: nextDay ? 'Il giorno dopo' : undefined } }}
            />
          </>
        )}
        <FormDurationField
          control={control}
          name="minutes"
          label="Durata"
          helperText={durationOnly ? 'Inserita come durata, senza orario' : undefined}
          autoFocus={focusDuration}
        />
      </Stack>
      <Controller
        control={control}
        name="type_id"
        render={({ field }) => (
          <TextField
            select
            label="Tipo"
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            inputRef={field.ref}
          >
            <MenuItem value="">Nessun tipo</MenuItem>
            {types.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormProjectPicker
        control={control}
        name="project_id"
        onPicked={(id) => {
          if (todoId && todoProject.current !== id) setValue('todo_id', null, dirty);
        }}
      />
      <Controller
        control={control}
        name="todo_id"
        render={({ field, fieldState }) => (
          <TodoPicker
            value={field.value ?? null}
            projectId={projectId ?? null}
            onChange={(id, todo) => {
              todoProject.current = todo?.project_id ?? null;
              field.onChange(id);
              if (todo?.project_id) setValue('project_id', todo.project_id, dirty);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Descrizione"
            multiline
            rows={2}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="billable"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Fatturabile"
          />
        )}
      />
    </Stack>
  );
}
