import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { type Control, Controller } from 'react-hook-form';
import { dueFromParts, dueParts } from '../../../lib/locale/due.ts';
import type { TodoFormValues } from '../utils/todo-form-values.ts';

/**
 * The due as a date and an optional time: a date alone is due that whole day (sent as `YYYY-MM-DD`),
 * with a time it is that instant. Two grid cells of the form.
 */
export function DueField({ control }: { control: Control<TodoFormValues> }) {
  return (
    <Controller
      control={control}
      name="due_at"
      render={({ field, fieldState }) => {
        const { date, time } = dueParts(field.value);
        return (
          <>
            <DatePicker
              label="Scadenza"
              value={date}
              onChange={(value) => field.onChange(dueFromParts(value, time))}
              inputRef={field.ref}
              slotProps={{
                textField: {
                  fullWidth: true,
                  onBlur: field.onBlur,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error?.message ?? 'Senza ora: entro la giornata',
                },
                field: { clearable: true },
              }}
            />
            <TimePicker
              label="Ora"
              value={time}
              ampm={false}
              disabled={!date}
              onChange={(value) => date && field.onChange(dueFromParts(date, value))}
              slotProps={{ textField: { fullWidth: true }, field: { clearable: true } }}
            />
          </>
        );
      }}
    />
  );
}
