import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import type { Ref } from 'react';
import { autocompleteTexts, fieldInput } from './autocomplete-field.tsx';
import type { IdOption } from './form-id-select.tsx';
import { UserAvatar } from './user-avatar.tsx';

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
      {...autocompleteTexts}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={option.name}
              avatar={<UserAvatar name={option.name} />}
            />
          );
        })
      }
      renderInput={fieldInput({ label, inputRef, error, helperText })}
    />
  );
}
