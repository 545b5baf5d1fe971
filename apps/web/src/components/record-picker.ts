import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTypedSearch } from './search-autocomplete.tsx';

/** The field props every record picker passes on to SearchAutocomplete. */
export interface PickerFieldProps {
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  size?: 'small' | 'medium' | undefined;
  autoFocus?: boolean | undefined;
}

/** A query of an entity module (lib/entities): its key and how to fetch it. */
interface PickerQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

interface RecordPickerSource<TPage, TRecord> {
  /** The server search for what was typed (`undefined`: nothing typed yet). */
  search: (q: string | undefined) => PickerQuery<TPage>;
  /** The chosen record, to show its name before any search. */
  detail: (id: number) => PickerQuery<TRecord>;
}

/**
 * What a record picker reads: the server search for the typed text (debounced, previous results kept
 * while the next arrive) and the chosen record; both under the entity's own query keys, so a record
 * saved elsewhere refreshes the picker.
 */
export function useRecordPicker<TPage, TRecord>(
  value: number | null,
  source: RecordPickerSource<TPage, TRecord>,
) {
  const { search, onInput } = useTypedSearch();
  const found = useQuery({ ...source.search(search || undefined), placeholderData: keepPreviousData });
  const current = useQuery({ ...source.detail(value ?? 0), enabled: value !== null && value > 0 });
  return {
    onInput,
    searching: search !== '',
    loading: found.isFetching,
    page: found.data,
    record: current.data,
    missing: current.isError,
  };
}
