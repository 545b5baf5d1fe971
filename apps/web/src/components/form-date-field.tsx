import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { dayjs } from '../lib/locale/dayjs.ts';

interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
}

/** A date (DD/MM/YYYY on screen, `YYYY-MM-DD` or null in the form) bound to react-hook-form. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={field.value ? dayjs(field.value as string) : null}
          onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
          inputRef={field.ref}
          slotProps={{
            textField: {
              onBlur: field.onBlur,
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message ?? helperText,
              fullWidth: true,
            },
            field: { clearable: true },
          }}
        />
      )}
    />
  );
}
