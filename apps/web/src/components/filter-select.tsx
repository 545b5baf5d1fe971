import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ColorDot, type IdOption } from './form-id-select.tsx';

interface FilterSelectProps {
  label: string;
  value: number | undefined;
  options: readonly IdOption[];
  onChange: (value: number | undefined) => void;
}

/** A list filter over ids (state, category, account manager, type); "Tutti" clears it. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const hasColors = options.some((option) => option.color);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">
        <em>Tutti</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {hasColors && <ColorDot color={option.color} />}
            {option.name}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
