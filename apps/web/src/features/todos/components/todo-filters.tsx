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
import { DebouncedTextField } from '../../../components/debounced-text-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { ProjectPicker } from '../../../components/project-picker.tsx';
import { activeFilterCount, withFilters } from '../../../lib/list/list-url-state.ts';
import { useTodoLookups } from '../hooks/use-todo-lookups.ts';
import type { TodoListState } from '../utils/todo-list-spec.ts';

interface TodoFiltersProps {
  state: TodoListState;
  onChange: (next: TodoListState) => void;
  /** The board shows every state as a column: no state filter there. */
  board: boolean;
}

/** Whose to-dos, search and filters; every change lands in the URL. */
export function TodoFilters({ state, onChange, board }: TodoFiltersProps) {
  const lookups = useTodoLookups();
  const { filters } = state;
  const set = (next: typeof filters) => onChange(withFilters(state, { filters: next }));
  const { view: _view, ...counted } = filters;
  const anything = activeFilterCount(counted) > 0 || state.q !== '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Di chi"
          value={filters.assignee ?? 'me'}
          onChange={(event) =>
            set({ assignee: event.target.value === 'me' ? undefined : event.target.value })
          }
          sx={{ minWidth: 190 }}
        >
          <MenuItem value="me">I miei to-do</MenuItem>
          <MenuItem value="all">Di tutto il team</MenuItem>
          {lookups.users
            .filter((user) => user.id !== lookups.meId)
            .map((user) => (
              <MenuItem key={user.id} value={String(user.id)}>
                {user.name}
              </MenuItem>
            ))}
        </TextField>
        <DebouncedTextField
          size="small"
          label="Cerca"
          placeholder="Titolo o descrizione…"
          type="search"
          value={state.q}
          onCommit={(q) => onChange(withFilters(state, { q }))}
          sx={{ flex: '1 1 200px', maxWidth: 300 }}
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
            options={lookups.states}
            onChange={(state_id) => set({ state_id })}
          />
        )}
        <Box sx={{ width: 240 }}>
          <ProjectPicker
            size="small"
            value={filters.project_id ?? null}
            onChange={(id) => set({ project_id: id ?? undefined })}
          />
        </Box>
        <TextField
          select
          size="small"
          label="Priorità"
          value={filters.priority ?? ''}
          onChange={(event) => set({ priority: event.target.value || undefined })}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="">
            <em>Tutte</em>
          </MenuItem>
          {lookups.priorities.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        {!board && (
          <TextField
            select
            size="small"
            label="Mostra"
            value={filters.open ?? 'true'}
            onChange={(event) =>
              set({ open: event.target.value === 'true' ? undefined : event.target.value })
            }
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="true">Da completare</MenuItem>
            <MenuItem value="false">Completati</MenuItem>
            <MenuItem value="any">Tutti</MenuItem>
          </TextField>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={filters.overdue === true}
              onChange={(event) => set({ overdue: event.target.checked ? true : undefined })}
            />
          }
          label="Solo in ritardo"
        />
        {anything && (
          <Button
            onClick={() =>
              onChange({ ...state, page: 1, q: '', filters: filters.view ? { view: filters.view } : {} })
            }
          >
            Azzera filtri
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
