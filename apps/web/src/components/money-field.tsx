import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { formatEuroInput, parseEuroInput } from '../lib/locale/money-input.ts';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  /** Integer cents, or null when empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  error?: string | undefined;
};

/**
 * An amount typed the Italian way ("1.234,56", shown with €): the value is integer cents; the text is
 * reformatted on blur; a text that is not an amount shows a message and does not change the value.
 */
export function MoneyField({ value, onChange, error, helperText, onBlur, ...props }: MoneyFieldProps) {
  const [text, setText] = useState(() => formatEuroInput(value));
  const last = useRef(value);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(formatEuroInput(value));
      setInvalid(false);
    }
  }, [value]);

  const message = invalid ? 'Importo non valido (es. 1.234,56)' : error;
  return (
    <TextField
      {...props}
      value={text}
      error={Boolean(message)}
      helperText={message ?? helperText}
      onChange={(event) => {
        setText(event.target.value);
        const cents = parseEuroInput(event.target.value);
        if (cents !== null && Number.isNaN(cents)) {
          setInvalid(true);
          return;
        }
        setInvalid(false);
        last.current = cents;
        onChange(cents);
      }}
      onBlur={(event) => {
        if (!invalid) setText(formatEuroInput(last.current));
        onBlur?.(event);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput as object) },
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
      }}
    />
  );
}
