import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { type Control, Controller } from 'react-hook-form';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import type { ScheduleFormValues } from '../utils/schedule-form.ts';

interface DayTimeFieldProps {
  control: Control<ScheduleFormValues>;
  which: 'start' | 'end';
  /** An all-day event has days only. */
  allDay: boolean;
}

const labels = { start: ['Inizio', 'Ora di inizio'], end: ['Fine', 'Ora di fine'] } as const;

/** A day (GG/MM/AAAA) and a 24-hour time, as the other forms type them; the time hides for all-day events. */
export function DayTimeField({ control, which, allDay }: DayTimeFieldProps) {
  const [dayLabel, timeLabel] = labels[which];
  return (
    <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
      <Controller
        control={control}
        name={`${which}_day`}
        render={({ field, fieldState }) => (
          <DatePicker
            label={dayLabel}
            value={field.value ? dayjs(field.value) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
            inputRef={field.ref}
            slotProps={{
              textField: {
                fullWidth: true,
                onBlur: field.onBlur,
                error: Boolean(fieldState.error),
                helperText: fieldState.error?.message,
              },
            }}
          />
        )}
      />
      {!allDay && (
        <Controller
          control={control}
          name={`${which}_time`}
          render={({ field, fieldState }) => (
            <TimePicker
              label={timeLabel}
              ampm={false}
              value={field.value ? dayjs(`2000-01-01T${field.value}`) : null}
              onChange={(value) => field.onChange(value?.isValid() ? value.format('HH:mm') : null)}
              inputRef={field.ref}
              slotProps={{
                textField: {
                  fullWidth: true,
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error?.message,
                },
              }}
              sx={{ maxWidth: 150 }}
            />
          )}
        />
      )}
    </Stack>
  );
}
