import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ClientPicker } from '../../../components/client-picker.tsx';
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { activeFilterCount, withFilters } from '../../../lib/list/list-url-state.ts';
import { useProjectLookups } from '../hooks/use-project-lookups.ts';
import { dueChoices, type ProjectListState } from '../utils/project-list-spec.ts';

interface ProjectFiltersProps {
  state: ProjectListState;
  onChange: (next: ProjectListState) => void;
}

/** Search and filters of the projects list; every change lands in the URL. */
export function ProjectFilters({ state, onChange }: ProjectFiltersProps) {
  const lookups = useProjectLookups();
  const { filters } = state;
  const set = (next: typeof filters) => onChange(withFilters(state, { filters: next }));
  const anything = activeFilterCount(filters) > 0 || state.q !== '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <DebouncedTextField
          size="small"
          label="Cerca"
          placeholder="Codice o nome del progetto…"
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
        <FilterSelect
          label="Stato"
          value={filters.state_id}
          options={lookups.states}
          onChange={(state_id) => set({ state_id })}
        />
        <FilterSelect
          label="Categoria"
          value={filters.category_id}
          options={lookups.categories}
          onChange={(category_id) => set({ category_id })}
        />
        <Box sx={{ width: 240 }}>
          <ClientPicker
            size="small"
            value={filters.client_id ?? null}
            onChange={(id) => set({ client_id: id ?? undefined })}
          />
        </Box>
        <FilterSelect
          label="Responsabile"
          value={filters.manager_id}
          options={lookups.users}
          onChange={(manager_id) => set({ manager_id })}
        />
        <FilterSelect
          label="Membro"
          value={filters.member_id}
          options={lookups.users}
          onChange={(member_id) => set({ member_id })}
        />
        <TextField
          select
          size="small"
          label="Scadenza"
          value={filters.due ?? ''}
          onChange={(event) => set({ due: event.target.value || undefined })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">
            <em>Tutte</em>
          </MenuItem>
          {dueChoices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
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
