import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

/** The Italian names of an Autocomplete's buttons (their ARIA labels), spread into every picker. */
export const autocompleteTexts = { openText: 'Apri', closeText: 'Chiudi', clearText: 'Cancella' } as const;

interface FieldInputProps {
  label: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  autoFocus?: boolean | undefined;
  /** The field's error, shown in place of the helper text. */
  error?: string | undefined;
  helperText?: string | undefined;
}

/** An Autocomplete's `renderInput` for a labelled form field that shows its error below. */
export function fieldInput({ label, inputRef, autoFocus, error, helperText }: FieldInputProps) {
  return (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={label}
      inputRef={inputRef}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
