import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/locale/money-input.ts';

type DecimalFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number;
  onChange: (value: number) => void;
  maxDecimals?: number;
  min?: number;
  max?: number;
};

/** A number typed the Italian way ("1,5"); an invalid text shows a message and keeps the last value. */
export function DecimalField({
  value,
  onChange,
  maxDecimals = 3,
  min = 0,
  max,
  ...props
}: DecimalFieldProps) {
  const [text, setText] = useState(() => formatDecimalInput(value, maxDecimals));
  const last = useRef(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(formatDecimalInput(value, maxDecimals));
    }
  }, [value, maxDecimals]);
  return (
    <TextField
      {...props}
      value={text}
      error={invalid}
      helperText={invalid ? 'Numero non valido' : props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'decimal' } }}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseDecimalInput(event.target.value, maxDecimals) ?? 0;
        const bad = Number.isNaN(parsed) || parsed < min || (max !== undefined && parsed > max);
        setInvalid(bad);
        if (!bad) {
          last.current = parsed;
          onChange(parsed);
        }
      }}
      onBlur={() => {
        if (!invalid) setText(formatDecimalInput(last.current, maxDecimals));
      }}
    />
  );
}
