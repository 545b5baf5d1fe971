import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type Recurrence, recurrenceInputSchema } from '@officina/contracts';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormCountField } from '../../../components/form/bound-fields.tsx';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useTodoLookups } from '../hooks/use-todo-lookups.ts';
import { recurrenceSummary, weekdayShort } from '../utils/recurrence-summary.ts';
import type { TodoFormValues } from '../utils/todo-form-values.ts';

const unitOf: Record<string, [string, string]> = {
  daily: ['giorno', 'giorni'],
  weekly: ['settimana', 'settimane'],
  monthly: ['mese', 'mesi'],
  yearly: ['anno', 'anni'],
};

/**
 * Ripetizione: type (lookup todo_type_repeat), every N, weekdays Lun…Dom for a weekly one, and the
 * end (todo_type_end_repeat: never, after N, on a date); the Italian summary below says what it means.
 */
export function RecurrenceEditor({ control }: { control: Control<TodoFormValues> }) {
  const lookups = useTodoLookups();
  const [rule, dueAt, startAt] = useWatch({ control, name: ['recurrence', 'due_at', 'start_at'] });
  const parsed = recurrenceInputSchema.safeParse(rule);
  const summary = parsed.success ? recurrenceSummary(parsed.data as Recurrence, dueAt ?? startAt) : null;
  const type = rule?.type_repeat ?? 'none';
  const interval = Number(rule?.interval ?? 1);
  const unit = unitOf[type];

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="recurrence.type_repeat"
          render={({ field }) => (
            <TextField select label="Ripeti" {...field} value={field.value ?? 'none'}>
              {lookups.repeat.map((option) => (
                <MenuItem key={option.key} value={option.key}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {unit && (
          <Controller
            control={control}
            name="recurrence.interval"
            render={({ field, fieldState }) => (
              <TextField
                label="Ogni"
                type="number"
                value={field.value ?? 1}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? 1 : Number(event.target.value))
                }
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  htmlInput: { min: 1, max: 999 },
                  input: {
                    endAdornment: (
                      <Typography color="text.secondary">{interval === 1 ? unit[0] : unit[1]}</Typography>
                    ),
                  },
                }}
              />
            )}
          />
        )}
      </Box>
      {type === 'weekly' && (
        <Controller
          control={control}
          name="recurrence.weekdays"
          render={({ field }) => (
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary" id="weekdays-label">
                Nei giorni (nessuno: il giorno della scadenza)
              </Typography>
              <ToggleButtonGroup
                aria-labelledby="weekdays-label"
                value={field.value ?? []}
                onChange={(_, days: number[]) => field.onChange([...days].sort((a, b) => a - b))}
                size="small"
                sx={{ flexWrap: 'wrap' }}
              >
                {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                  <ToggleButton key={day} value={day} sx={{ minWidth: 52 }}>
                    {weekdayShort[day]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          )}
        />
      )}
      {type !== 'none' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            control={control}
            name="recurrence.type_end_repeat"
            render={({ field }) => (
              <TextField select label="Termina" {...field} value={field.value ?? 'never'}>
                {lookups.endRepeat.map((option) => (
                  <MenuItem key={option.key} value={option.key}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {rule?.type_end_repeat === 'after' && (
            <FormCountField
              control={control}
              name="recurrence.end_count"
              label="Numero di ripetizioni"
              helperText="Compresa la prima"
              min={1}
            />
          )}
          {rule?.type_end_repeat === 'on_date' && (
            <Controller
              control={control}
              name="recurrence.end_date"
              render={({ field, fieldState }) => (
                <DatePicker
                  label="Fino al"
                  value={field.value ? dayjs(field.value) : null}
                  onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
                  inputRef={field.ref}
                  slotProps={{
                    textField: {
                      error: Boolean(fieldState.error),
                      helperText: fieldState.error?.message ?? 'Ultimo giorno possibile, incluso',
                    },
                  }}
                />
              )}
            />
          )}
        </Box>
      )}
      {type !== 'none' && summary && (
        <Typography
          role="status"
          sx={{ px: 2, py: 1.25, borderRadius: 1, bgcolor: 'action.hover', fontWeight: 500 }}
        >
          {summary}
        </Typography>
      )}
    </Stack>
  );
}
