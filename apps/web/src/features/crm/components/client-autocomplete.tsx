import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useEffect, useState } from 'react';
import { useClient } from '../api/get-client.ts';
import { useClients } from '../api/list-clients.ts';

interface ClientOption {
  id: number;
  name: string;
}

interface ClientAutocompleteProps {
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
}

/** Picks a client by typing part of its name or Partita IVA (searched on the server, 20 at a time). */
export function ClientAutocomplete({
  value,
  onChange,
  onBlur,
  label = 'Cliente',
  error,
  helperText,
  inputRef,
  size,
}: ClientAutocompleteProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useClients({ q: search || undefined, per_page: 20, sort: 'business_name' });
  const current = useClient(value ?? 0);
  const selected: ClientOption | null =
    value === null
      ? null
      : { id: value, name: current.data?.business_name ?? (current.isError ? `Cliente n. ${value}` : '…') };
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
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
