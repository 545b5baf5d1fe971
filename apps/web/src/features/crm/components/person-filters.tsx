import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ClientPicker } from '../../../components/client-picker.tsx';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { activeFilterCount, withFilters } from '../../../lib/list/list-url-state.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';
import type { PersonListState } from '../utils/list-specs.ts';

interface PersonFiltersProps {
  state: PersonListState;
  onChange: (next: PersonListState) => void;
}

/** Search and filters of the persons list (type, client, archived); every change lands in the URL. */
export function PersonFilters({ state, onChange }: PersonFiltersProps) {
  const lookups = useCrmLookups();
  const { filters } = state;
  const anything = activeFilterCount(filters) > 0 || state.q !== '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <DebouncedTextField
          size="small"
          label="Cerca"
          placeholder="Nome, cognome, e-mail, telefono…"
          type="search"
          value={state.q}
          onCommit={(q) => onChange(withFilters(state, { q }))}
          sx={{ flex: '1 1 280px', maxWidth: 420 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FilterSelect
          label="Tipo"
          value={filters.type_id}
          options={lookups.personTypes}
          onChange={(type_id) => onChange(withFilters(state, { filters: { type_id } }))}
        />
        <Stack sx={{ width: 280 }}>
          <ClientPicker
            size="small"
            value={filters.client_id ?? null}
            onChange={(client_id) =>
              onChange(withFilters(state, { filters: { client_id: client_id ?? undefined } }))
            }
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={filters.archived === true}
              onChange={(event) =>
                onChange(
                  withFilters(state, { filters: { archived: event.target.checked ? true : undefined } }),
                )
              }
            />
          }
          label="Archiviate"
        />
        {anything && (
          <Button onClick={() => onChange({ ...state, page: 1, q: '', filters: {} })}>Azzera filtri</Button>
        )}
      </Stack>
    </Paper>
  );
}
