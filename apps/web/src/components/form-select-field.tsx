import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The values to choose from, each shown with its label (or as it is)… */
  options?: readonly string[];
  labels?: Readonly<Record<string, string>>;
  /** …or MenuItem options. */
  children?: ReactNode;
  helperText?: string | undefined;
  /** The field's value as the select's text, and back (ids held as numbers, say); as it is by default. */
  format?: (value: unknown) => string;
  parse?: (text: string) => unknown;
}

/** A select bound to react-hook-form (MUI TextField in select mode). */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  labels,
  children,
  helperText,
  format,
  parse,
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          select
          fullWidth
          label={label}
          inputRef={ref}
          value={format ? format(value) : value}
          onChange={parse ? (event) => onChange(parse(event.target.value)) : onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options?.map((value) => (
            <MenuItem key={value} value={value}>
              {labels?.[value] ?? value}
            </MenuItem>
          ))}
          {children}
        </TextField>
      )}
    />
  );
}
