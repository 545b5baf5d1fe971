import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { IdOption } from './form-id-select.tsx';

interface UserMultiPickerProps {
  label: string;
  options: readonly IdOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Several colleagues (assignees, members) as chips; typing filters the list. */
export function UserMultiPicker({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  inputRef,
  size,
}: UserMultiPickerProps) {
  const selected = value.map(
    (id) => options.find((option) => option.id === id) ?? { id, name: `Utente n. ${id}` },
  );
  return (
    <Autocomplete<IdOption, true>
      multiple
      options={options as IdOption[]}
      value={selected}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.id))}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionKey={(option) => option.id}
      filterSelectedOptions
      autoHighlight
      size={size}
      noOptionsText="Nessun collega"
      openText="Apri"
      closeText="Chiudi"
      clearText="Cancella"
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={option.name}
              avatar={<Avatar>{initials(option.name)}</Avatar>}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
