import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { clientKeys, getClient, listClients } from '../lib/entities/clients.ts';
import { SearchAutocomplete, useTypedSearch } from './search-autocomplete.tsx';

interface ClientOption {
  id: number;
  name: string;
}

interface ClientPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

/**
 * Picks a client by typing part of its name or Partita IVA, searched on the server (GET /api/clients,
 * 20 at a time), for the modules that link a record to a client (opportunità, contratti, …).
 * Shares the query keys of the CRM (`clients`), so a client saved there refreshes it.
 */
export function ClientPicker({
  value,
  onChange,
  onBlur,
  label = 'Cliente',
  error,
  helperText,
  inputRef,
  size,
  autoFocus,
}: ClientPickerProps) {
  const { search, onInput } = useTypedSearch();
  const query = { q: search || undefined, per_page: 20, sort: 'business_name' as const };
  const found = useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => listClients(query, signal),
    placeholderData: keepPreviousData,
  });
  const current = useQuery({
    queryKey: clientKeys.detail(value ?? 0),
    queryFn: () => getClient(value ?? 0, { loading: false }),
    enabled: value !== null && value > 0,
  });
  const selected: ClientOption | null =
    value === null
      ? null
      : {
          id: value,
          name: current.data?.client.business_name ?? (current.isError ? `Cliente n. ${value}` : '…'),
        };
  const options: ClientOption[] = (found.data?.data ?? []).map((client) => ({
    id: client.id,
    name: client.business_name,
  }));

  return (
    <SearchAutocomplete<ClientOption>
      options={options}
      selected={selected}
      onChange={(option) => onChange(option?.id ?? null)}
      onInput={onInput}
      getOptionLabel={(option) => option.name}
      loading={found.isFetching}
      searching={search !== ''}
      notFoundText="Nessun cliente trovato"
      idleText="Scrivi per cercare"
      onBlur={onBlur}
      label={label}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      size={size}
      autoFocus={autoFocus}
    />
  );
}
