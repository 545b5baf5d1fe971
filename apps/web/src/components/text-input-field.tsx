import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export type TextInputFieldProps = Pick<
  OutlinedInputProps,
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'disabled'
  | 'multiline'
  | 'rows'
  | 'placeholder'
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
> & {
  label: string;
  /** The Italian validation message; the field shows as invalid while there is one. */
  error?: string | undefined;
  helperText?: string | undefined;
};

/**
 * An outlined text input with its label and message. Built from the input parts rather than
 * TextField, which would pull Select, Menu and Popover into every form's bundle (the login page's
 * included). FormTextField binds it to react-hook-form.
 */
export function TextInputField({ label, error, helperText, value, ...input }: TextInputFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const message = error ?? helperText;
  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        value={value ?? ''}
        label={label}
        aria-describedby={message ? helperId : undefined}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
