import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { formatMinutes, parseDuration } from '../lib/time/duration.ts';

type DurationFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  /** Minutes, or null when empty. */
  value: number | null;
  onChange: (minutes: number | null) => void;
  error?: string | undefined;
};

/**
 * A duration typed as "h:mm" (also "1,5", "8", "90m"): the value is minutes, reformatted as h:mm on
 * blur; a text that is not a duration shows a message and leaves the value as it was.
 */
export function DurationField({ value, onChange, error, helperText, onBlur, ...props }: DurationFieldProps) {
  const [text, setText] = useState(() => formatMinutes(value));
  const last = useRef(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(formatMinutes(value));
      setInvalid(false);
    }
  }, [value]);
  const message = invalid ? 'Durata non valida (es. 1:30)' : error;
  return (
    <TextField
      {...props}
      value={text}
      placeholder={props.placeholder ?? 'h:mm'}
      inputMode="decimal"
      onChange={(event) => {
        setText(event.target.value);
        const minutes = event.target.value.trim() === '' ? null : parseDuration(event.target.value);
        setInvalid(event.target.value.trim() !== '' && minutes === null);
        if (event.target.value.trim() === '' || minutes !== null) {
          last.current = minutes;
          onChange(minutes);
        }
      }}
      onBlur={(event) => {
        if (!invalid) setText(formatMinutes(value));
        onBlur?.(event);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
