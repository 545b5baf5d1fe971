import Autocomplete from '@mui/material/Autocomplete';
import { findProvincia, type ItalianProvince, italianProvinces } from '@officina/contracts';
import { type Ref, useState } from 'react';
import { autocompleteTexts, fieldInput } from './autocomplete-field.tsx';
import { provinceMatch, rankProvinces } from './provincia-ranking.ts';

export const provinciaLabel = (province: ItalianProvince) => `${province.code} — ${province.name}`;

const filter = (options: ItalianProvince[], { inputValue }: { inputValue: string }) =>
  rankProvinces(options, inputValue);

/** The best option is highlighted (Enter picks it) unless it only matches by region. */
function highlightsBest(typed: string): boolean {
  const best = rankProvinces(italianProvinces, typed)[0];
  return best === undefined || provinceMatch(best, typed) !== 'region';
}

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
 * Provincia picker over the official list (ISTAT sigle): shows "MI — Milano", keeps the sigla as its
 * value. Typed text finds the exact sigla first, then names (see `rankProvinces`), and Enter picks the
 * best; a region name ("lomb") lists its provinces without picking one.
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
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete<ItalianProvince>
      options={italianProvinces}
      value={selected}
      onChange={(_, province) => onChange(province?.code ?? null)}
      onBlur={onBlur}
      getOptionLabel={provinciaLabel}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      filterOptions={filter}
      onInputChange={(_, text) => setTyped(text)}
      autoHighlight={highlightsBest(typed)}
      disabled={disabled}
      size={size}
      noOptionsText="Nessuna provincia trovata"
      {...autocompleteTexts}
      renderInput={fieldInput({ label, inputRef, error, helperText })}
    />
  );
}
