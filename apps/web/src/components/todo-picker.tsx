import Box from '@mui/material/Box';
import { getTodo, listTodos, todoKeys } from '../lib/entities/todos.ts';
import { type PickerFieldProps, useRecordPicker } from './record-picker.ts';
import { SearchAutocomplete } from './search-autocomplete.tsx';

export interface TodoOption {
  id: number;
  title: string;
  project_id: number | null;
  project_code: string | null;
}

interface TodoPickerProps extends Pick<PickerFieldProps, 'error' | 'helperText' | 'size'> {
  value: number | null;
  /** The chosen to-do with its project, so a form can fill the project from it. */
  onChange: (id: number | null, todo: TodoOption | null) => void;
  label?: string;
  /** Only the to-dos of this project. */
  projectId?: number | null;
}

/**
 * Picks a to-do of the team by typing part of its title (GET /api/todos?assignee=all, 20 at a time),
 * for records that point at a to-do (time entries). Shares the `todos` query keys with the to-do pages.
 */
export function TodoPicker({ value, onChange, label = 'To-do', projectId, ...field }: TodoPickerProps) {
  const picker = useRecordPicker(value, {
    search: (q) => {
      const query = {
        assignee: 'all' as const,
        q,
        per_page: 20,
        sort: '-updated_at' as const,
        ...(projectId ? { project_id: projectId } : {}),
      };
      return { queryKey: todoKeys.list(query), queryFn: ({ signal }) => listTodos(query, signal) };
    },
    detail: (id) => ({ queryKey: todoKeys.detail(id), queryFn: ({ signal }) => getTodo(id, signal) }),
  });
  const chosen = picker.record?.todo;
  const selected: TodoOption | null =
    value === null
      ? null
      : chosen
        ? {
            id: chosen.id,
            title: chosen.title,
            project_id: chosen.project_id,
            project_code: chosen.project_code,
          }
        : {
            id: value,
            title: picker.missing ? `To-do n. ${value}` : '…',
            project_id: null,
            project_code: null,
          };
  const options: TodoOption[] = (picker.page?.data ?? []).map((todo) => ({
    id: todo.id,
    title: todo.title,
    project_id: todo.project_id,
    project_code: todo.project_code,
  }));

  return (
    <SearchAutocomplete<TodoOption>
      {...field}
      options={options}
      selected={selected}
      onChange={(option) => onChange(option?.id ?? null, option)}
      onInput={picker.onInput}
      getOptionLabel={(option) => option.title}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          {option.title}
          {option.project_code && (
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {option.project_code}
            </Box>
          )}
        </Box>
      )}
      loading={picker.loading}
      searching={picker.searching}
      notFoundText="Nessun to-do trovato"
      idleText="Nessun to-do"
      label={label}
    />
  );
}
