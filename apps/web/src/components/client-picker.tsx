import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { getClientEndpoint, listClientsEndpoint } from '@officina/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import { callEndpoint } from '../lib/api/api-client.ts';

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
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const query = { q: search || undefined, per_page: 20, sort: 'business_name' as const };
  const found = useQuery({
    queryKey: ['clients', 'list', query],
    queryFn: ({ signal }) => callEndpoint(listClientsEndpoint, { query, loading: false, signal }),
    placeholderData: keepPreviousData,
  });
  const current = useQuery({
    queryKey: ['clients', 'detail', value ?? 0],
    queryFn: () => callEndpoint(getClientEndpoint, { params: { id: value ?? 0 }, loading: false }),
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
    <Autocomplete<ClientOption>
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.id ?? null)}
      onBlur={onBlur}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(list) => list}
      loading={found.isFetching}
      autoHighlight
      size={size}
      loadingText="Ricerca…"
      noOptionsText={search ? 'Nessun cliente trovato' : 'Scrivi per cercare'}
      openText="Apri"
      closeText="Chiudi"
      clearText="Cancella"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
