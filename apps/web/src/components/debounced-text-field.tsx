import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

type DebouncedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** Called once the user stops typing for `delay` ms, or presses Enter. */
  onCommit: (value: string) => void;
  delay?: number;
};

/** A text field that reports its value after a pause, for search boxes and text filters. */
export function DebouncedTextField({ value, onCommit, delay = 350, ...props }: DebouncedTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);

  // The URL changed from elsewhere (Back, "Azzera filtri"): follow it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      onCommit(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay, onCommit]);

  return (
    <TextField
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft !== committed.current) {
          committed.current = draft;
          onCommit(draft);
        }
      }}
    />
  );
}
