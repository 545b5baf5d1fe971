import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';
import {
  type Control,
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Pick<
  OutlinedInputProps,
  'type' | 'autoComplete' | 'autoFocus' | 'disabled' | 'multiline' | 'rows' | 'placeholder'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  /** react-hook-form rules, for forms validated without a schema resolver. */
  rules?: ControllerProps<T, FieldPath<T>>['rules'];
};

/**
 * An outlined text input bound to react-hook-form, showing its Italian validation message inline.
 * Built from the input parts rather than TextField, which would pull Select, Menu and Popover into
 * every form's bundle (the login page's included).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  rules,
  ...input
}: FormTextFieldProps<T>) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Controller
      control={control}
      name={name}
      {...(rules ? { rules } : {})}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl fullWidth error={Boolean(fieldState.error)} variant="outlined">
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...input}
              {...field}
              id={id}
              value={value ?? ''}
              inputRef={ref}
              label={label}
              aria-describedby={message ? helperId : undefined}
            />
            {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
