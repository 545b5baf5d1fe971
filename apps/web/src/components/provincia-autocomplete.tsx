import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { findProvincia, type ItalianProvince, italianProvinces } from '@officina/contracts';
import type { Ref } from 'react';

export const provinciaLabel = (province: ItalianProvince) => `${province.code} — ${province.name}`;

const filter = createFilterOptions<ItalianProvince>({
  ignoreAccents: true,
  ignoreCase: true,
  stringify: (province) => `${province.code} ${province.name} ${province.region}`,
});

interface ProvinciaAutocompleteProps {
  /** Sigla (`MI`), or null. A historic sigla (`CI`) is shown but not offered. */
  value: string | null;
  onChange: (code: string | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/**
 * Provincia picker over the official list (ISTAT sigle): shows "MI — Milano", finds by sigla, name or
 * region ("lomb" finds the Lombard ones), keeps the sigla as its value.
 */
export function ProvinciaAutocomplete({
  value,
  onChange,
  onBlur,
  label = 'Provincia',
  error,
  helperText,
  inputRef,
  size,
  disabled,
}: ProvinciaAutocompleteProps) {
  const selected = value ? (findProvincia(value) ?? null) : null;
  return (
    <Autocomplete<ItalianProvince>
      options={italianProvinces}
      value={selected}
      onChange={(_, province) => onChange(province?.code ?? null)}
      onBlur={onBlur}
      getOptionLabel={provinciaLabel}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      filterOptions={filter}
      autoHighlight
      disabled={disabled}
      size={size}
      noOptionsText="Nessuna provincia trovata"
      openText="Apri"
      closeText="Chiudi"
      clearText="Cancella"
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
