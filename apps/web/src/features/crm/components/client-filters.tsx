import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ProvinciaAutocomplete } from '../../../components/provincia-autocomplete.tsx';
import { activeFilterCount, type ListFilters, withFilters } from '../../../lib/list/list-url-state.ts';
import { useCrmLookups } from '../hooks/use-crm-lookups.ts';
import type { ClientListState, clientListSpec } from '../utils/list-specs.ts';

type Filters = ListFilters<(typeof clientListSpec)['filters']>;

interface ClientFiltersProps {
  state: ClientListState;
  onChange: (next: ClientListState) => void;
}

/** Search and filters of the clients list; every change lands in the URL. */
export function ClientFilters({ state, onChange }: ClientFiltersProps) {
  const lookups = useCrmLookups();
  const set = (filters: Filters) => onChange(withFilters(state, { filters }));
  const { filters } = state;
  const anything = activeFilterCount(filters) > 0 || state.q !== '';

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <DebouncedTextField
          size="small"
          label="Cerca"
          placeholder="Ragione sociale, P.IVA, e-mail, comune…"
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
          label="Stato"
          value={filters.state_id}
          options={lookups.clientStates}
          onChange={(state_id) => set({ state_id })}
        />
        <FilterSelect
          label="Categoria"
          value={filters.category_id}
          options={lookups.clientCategories}
          onChange={(category_id) => set({ category_id })}
        />
        <FilterSelect
          label="Account manager"
          value={filters.account_manager_id}
          options={lookups.accountManagers}
          onChange={(account_manager_id) => set({ account_manager_id })}
        />
        <Stack sx={{ width: 210 }}>
          <ProvinciaAutocomplete
            size="small"
            value={filters.province ?? null}
            onChange={(province) => set({ province: province ?? undefined })}
          />
        </Stack>
        <DebouncedTextField
          size="small"
          label="Comune"
          value={filters.city ?? ''}
          onCommit={(city) => set({ city: city.trim() === '' ? undefined : city.trim() })}
          sx={{ width: 170 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.archived === true}
              onChange={(event) => set({ archived: event.target.checked ? true : undefined })}
            />
          }
          label="Archiviati"
        />
        {anything && (
          <Button onClick={() => onChange({ ...state, page: 1, q: '', filters: {} })}>Azzera filtri</Button>
        )}
      </Stack>
    </Paper>
  );
}
