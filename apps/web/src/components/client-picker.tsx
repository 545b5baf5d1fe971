import { clientKeys, getClient, listClients } from '../lib/entities/clients.ts';
import { type PickerFieldProps, useRecordPicker } from './record-picker.ts';
import { SearchAutocomplete } from './search-autocomplete.tsx';

interface ClientOption {
  id: number;
  name: string;
}

interface ClientPickerProps extends PickerFieldProps {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
}

/**
 * Picks a client by typing part of its name or Partita IVA, searched on the server (GET /api/clients,
 * 20 at a time), for the modules that link a record to a client (opportunità, contratti, …).
 * Shares the query keys of the CRM (`clients`), so a client saved there refreshes it.
 */
export function ClientPicker({ value, onChange, label = 'Cliente', ...field }: ClientPickerProps) {
  const picker = useRecordPicker(value, {
    search: (q) => {
      const query = { q, per_page: 20, sort: 'business_name' as const };
      return { queryKey: clientKeys.list(query), queryFn: ({ signal }) => listClients(query, signal) };
    },
    detail: (id) => ({ queryKey: clientKeys.detail(id), queryFn: () => getClient(id, { loading: false }) }),
  });
  const selected: ClientOption | null =
    value === null
      ? null
      : {
          id: value,
          name: picker.record?.client.business_name ?? (picker.missing ? `Cliente n. ${value}` : '…'),
        };
  const options: ClientOption[] = (picker.page?.data ?? []).map((client) => ({
    id: client.id,
    name: client.business_name,
  }));

  return (
    <SearchAutocomplete<ClientOption>
      {...field}
      options={options}
      selected={selected}
      onChange={(option) => onChange(option?.id ?? null)}
      onInput={picker.onInput}
      getOptionLabel={(option) => option.name}
      loading={picker.loading}
      searching={picker.searching}
      notFoundText="Nessun cliente trovato"
      idleText="Scrivi per cercare"
      label={label}
    />
  );
}
