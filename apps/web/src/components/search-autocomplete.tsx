import Autocomplete from '@mui/material/Autocomplete';
import { type HTMLAttributes, type Key, type ReactNode, type Ref, useEffect, useState } from 'react';
import { autocompleteTexts, fieldInput } from './autocomplete-field.tsx';

/**
 * The text typed in a picker and the search it settles into 300 ms after the last key (what the
 * pickers send to the server). `onInput` takes MUI's input reason so a reset clears both.
 */
export function useTypedSearch(): { search: string; onInput: (text: string, reason: string) => void } {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  return {
    search,
    onInput: (text, reason) => {
      if (reason === 'input') setInput(text);
      if (reason === 'clear' || reason === 'reset') setInput('');
    },
  };
}

interface SearchAutocompleteProps<T extends { id: number }> {
  /** Options of the current server search (the server filters: the list is shown as it comes). */
  options: T[];
  selected: T | null;
  onChange: (option: T | null) => void;
  onInput: (text: string, reason: string) => void;
  getOptionLabel: (option: T) => string;
  renderOption?: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: T) => ReactNode;
  loading: boolean;
  /** "Nessun cliente trovato" when a search found nothing… */
  notFoundText: string;
  /** …and what to show before anything is typed. */
  idleText: string;
  searching: boolean;
  onBlur?: (() => void) | undefined;
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  size?: 'small' | 'medium' | undefined;
  autoFocus?: boolean | undefined;
}

/** The Autocomplete every server-searched picker shares: Italian texts, no client-side filtering. */
export function SearchAutocomplete<T extends { id: number }>(props: SearchAutocompleteProps<T>) {
  const { error, helperText } = props;
  return (
    <Autocomplete<T>
      options={props.options}
      value={props.selected}
      onChange={(_, option) => props.onChange(option)}
      onBlur={props.onBlur}
      onInputChange={(_, text, reason) => props.onInput(text, reason)}
      getOptionLabel={props.getOptionLabel}
      {...(props.renderOption ? { renderOption: props.renderOption } : {})}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      // Rows keyed by record, not by label: to-dos repeat titles across projects, and label keys left
      // rows of an earlier search in the list (pickable).
      getOptionKey={(option) => option.id}
      filterOptions={(list) => list}
      loading={props.loading}
      autoHighlight
      size={props.size}
      loadingText="Ricerca…"
      noOptionsText={props.searching ? props.notFoundText : props.idleText}
      {...autocompleteTexts}
      renderInput={fieldInput({
        label: props.label,
        inputRef: props.inputRef,
        autoFocus: props.autoFocus,
        error,
        helperText,
      })}
    />
  );
}
