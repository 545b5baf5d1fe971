import { type PickerFieldProps, useRecordPicker } from '../../../../components/record-picker.ts';
import { SearchAutocomplete } from '../../../../components/search-autocomplete.tsx';
import { getPerson, listPersons, personKeys } from '../../../../lib/entities/persons.ts';

interface PersonOption {
  id: number;
  name: string;
  client_name: string | null;
}

interface KeyPersonPickerProps extends PickerFieldProps {
  value: number | null;
  onChange: (id: number | null) => void;
  /** Only this client's people (the key's client), listed before anything is typed. */
  clientId: number | null;
  label?: string;
}

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** A client's person to hand a key to, searched by name on the server (GET /api/persons). */
export function KeyPersonPicker({
  value,
  onChange,
  clientId,
  label = 'Persona del cliente',
  ...field
}: KeyPersonPickerProps) {
  const picker = useRecordPicker(value, {
    search: (q) => {
      const query = {
        q,
        per_page: 20,
        sort: 'last_name' as const,
        ...(clientId ? { client_id: clientId } : {}),
      };
      return { queryKey: personKeys.list(query), queryFn: ({ signal }) => listPersons(query, signal) };
    },
    detail: (id) => ({ queryKey: personKeys.detail(id), queryFn: () => getPerson(id) }),
  });
  const chosen = picker.record?.person;
  const selected: PersonOption | null =
    value === null
      ? null
      : {
          id: value,
          name: chosen ? fullName(chosen) : picker.missing ? `Persona n. ${value}` : '…',
          client_name: null,
        };
  const options: PersonOption[] = (picker.page?.data ?? []).map((person) => ({
    id: person.id,
    name: fullName(person),
    client_name: person.client_name,
  }));
  return (
    <SearchAutocomplete<PersonOption>
      {...field}
      options={options}
      selected={selected}
      onChange={(option) => onChange(option?.id ?? null)}
      onInput={picker.onInput}
      getOptionLabel={(option) => option.name}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name}
          {!clientId && option.client_name ? ` — ${option.client_name}` : ''}
        </li>
      )}
      loading={picker.loading}
      searching={picker.searching}
      notFoundText="Nessuna persona trovata"
      idleText={clientId ? 'Nessuna persona registrata per questo cliente' : 'Scrivi per cercare'}
      label={label}
    />
  );
}
