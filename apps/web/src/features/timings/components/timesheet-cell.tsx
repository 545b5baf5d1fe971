import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import { type Ref, useEffect, useState } from 'react';
import { formatMinutes, parseDuration } from '../../../lib/time/duration.ts';

interface TimesheetCellProps {
  minutes: number;
  /** Accessible name: "DEMO-001, lunedì 16/11". */
  label: string;
  editable: boolean;
  saving: boolean;
  error: string | null;
  onSave: (minutes: number) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One editable cell of the week grid, an input showing "h:mm" (blank for 0). Enter or leaving the
 * cell saves when the value changed; Escape puts the old value back. A bad duration stays red.
 */
export function TimesheetCell({
  minutes,
  label,
  editable,
  saving,
  error,
  onSave,
  inputRef,
}: TimesheetCellProps) {
  const shown = minutes ? formatMinutes(minutes) : '';
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(shown), [shown]);

  const commit = () => {
    const parsed = parseDuration(text);
    if (parsed === null || parsed > 24 * 60) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (parsed !== minutes) onSave(parsed);
    else setText(shown);
  };

  if (!editable) {
    return (
      <Box
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums', color: minutes ? 'text.primary' : 'text.disabled' }}
      >
        {minutes ? shown : '–'}
      </Box>
    );
  }
  const message = invalid ? 'Durata non valida (es. 1:30, max 24:00)' : error;
  return (
    <Tooltip title={message ?? ''} open={Boolean(message)} arrow placement="top">
      <InputBase
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
          if (event.key === 'Escape') {
            setText(shown);
            setInvalid(false);
          }
        }}
        placeholder="–"
        error={Boolean(message)}
        inputRef={inputRef}
        inputProps={{ 'aria-label': label, 'aria-invalid': Boolean(message), inputMode: 'decimal' }}
        sx={{
          width: '100%',
          '& input': {
            textAlign: 'right',
            fontVariantNumeric: 'tabular-nums',
            py: 0.75,
            px: 1,
            borderRadius: 1,
            border: 1,
            borderColor: message ? 'error.main' : 'transparent',
            opacity: saving ? 0.5 : 1,
            '&:hover': { borderColor: message ? 'error.main' : 'divider' },
            // Focused, a bad value keeps its red border: the focus is where the user corrects it.
            '&:focus': { borderColor: message ? 'error.main' : 'primary.main', bgcolor: 'background.paper' },
          },
        }}
      />
    </Tooltip>
  );
}
