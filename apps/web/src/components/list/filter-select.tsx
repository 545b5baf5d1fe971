import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type IdOption, idOptionItems } from '../form-id-select.tsx';

interface FilterSelectProps {
  label: string;
  value: number | undefined;
  options: readonly IdOption[];
  onChange: (value: number | undefined) => void;
}

/** A list filter over ids (state, category, account manager, type); "Tutti" clears it. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
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
      {idOptionItems(options)}
    </TextField>
  );
}
