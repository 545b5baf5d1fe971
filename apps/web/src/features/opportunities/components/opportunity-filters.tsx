import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ClientPicker } from '../../../components/client-picker.tsx';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { activeFilterCount, type ListFilters, withFilters } from '../../../lib/list/list-url-state.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';
import { useSalesLookups } from '../../../lib/settings/use-sales-lookups.ts';
import type { OpportunityListState, opportunityListSpec } from '../utils/list-spec.ts';

type Filters = ListFilters<(typeof opportunityListSpec)['filters']>;

interface OpportunityFiltersProps {
  state: OpportunityListState;
  onChange: (next: OpportunityListState) => void;
  /** The board shows every state as a column: no state or archived filter there. */
  board: boolean;
}

/** Search and filters of the opportunities (table and board); every change lands in the URL. */
export function OpportunityFilters({ state, onChange, board }: OpportunityFiltersProps) {
  const lookups = useSalesLookups();
  const set = (filters: Filters) => onChange(withFilters(state, { filters }));
  const { filters } = state;
  const anything = activeFilterCount(filters) > 0 || state.q !== '';

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <DebouncedTextField
          size="small"
          label="Cerca"
          placeholder="Numero, titolo, cliente…"
          type="search"
          value={state.q}
          onCommit={(q) => onChange(withFilters(state, { q }))}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
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
        {!board && (
          <FilterSelect
            label="Stato"
            value={filters.state_id}
            options={lookups.opportunityStates}
            onChange={(state_id) => set({ state_id })}
          />
        )}
        <FilterSelect
          label="Tipo"
          value={filters.type_id}
          options={lookups.opportunityTypes}
          onChange={(type_id) => set({ type_id })}
        />
        <FilterSelect
          label="Commerciale"
          value={filters.owner_id}
          options={lookups.owners}
          onChange={(owner_id) => set({ owner_id })}
        />
        <Box sx={{ width: 240 }}>
          <ClientPicker
            size="small"
            value={filters.client_id ?? null}
            onChange={(client_id) => set({ client_id: client_id ?? undefined })}
          />
        </Box>
        {/* A month picker in Italian ("novembre 2026"), not the browser's own, which showed "--------- ----". */}
        <DatePicker
          label="Chiusura prevista"
          views={['year', 'month']}
          openTo="month"
          format="MMMM YYYY"
          value={filters.close_month ? dayjs(`${filters.close_month}-01`) : null}
          onChange={(value) => set({ close_month: value?.isValid() ? value.format('YYYY-MM') : undefined })}
          slotProps={{ textField: { size: 'small', sx: { width: 200 } }, field: { clearable: true } }}
        />
        <MoneyField
          size="small"
          label="Importo da"
          value={filters.amount_min ?? null}
          onChange={(cents) => set({ amount_min: cents === null || cents < 0 ? undefined : cents })}
          sx={{ width: 150 }}
        />
        <MoneyField
          size="small"
          label="Importo fino a"
          value={filters.amount_max ?? null}
          onChange={(cents) => set({ amount_max: cents === null || cents < 0 ? undefined : cents })}
          sx={{ width: 150 }}
        />
        {!board && (
          <FormControlLabel
            control={
              <Switch
                checked={filters.archived === true}
                onChange={(event) => set({ archived: event.target.checked ? true : undefined })}
              />
            }
            label="Archiviate"
          />
        )}
        {anything && (
          <Button onClick={() => onChange({ ...state, page: 1, q: '', filters: {} })}>Azzera filtri</Button>
        )}
      </Stack>
    </Paper>
  );
}
