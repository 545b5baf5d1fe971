import Box from '@mui/material/Box';
import { getProject, listProjects, projectKeys } from '../lib/entities/projects.ts';
import { type PickerFieldProps, useRecordPicker } from './record-picker.ts';
import { SearchAutocomplete } from './search-autocomplete.tsx';

export interface ProjectOption {
  id: number;
  code: string;
  name: string;
  client_id: number | null;
}

interface ProjectPickerProps extends PickerFieldProps {
  value: number | null;
  /** The chosen project with its client, so a form can fill the client from it. */
  onChange: (id: number | null, project: ProjectOption | null) => void;
  label?: string;
  /** Only the projects of this client. */
  clientId?: number | null;
}

/**
 * Picks a project by typing part of its code or name (GET /api/projects, 20 at a time), for the
 * modules that link a record to a project (to-do, time entries, …). Shares the `projects` query keys.
 */
export function ProjectPicker({
  value,
  onChange,
  label = 'Progetto',
  clientId,
  ...field
}: ProjectPickerProps) {
  const picker = useRecordPicker(value, {
    search: (q) => {
      const query = { q, per_page: 20, sort: 'code' as const, ...(clientId ? { client_id: clientId } : {}) };
      return { queryKey: projectKeys.list(query), queryFn: ({ signal }) => listProjects(query, signal) };
    },
    detail: (id) => ({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) }),
  });
  const chosen = picker.record?.project;
  const selected: ProjectOption | null =
    value === null
      ? null
      : chosen
        ? { id: chosen.id, code: chosen.code, name: chosen.name, client_id: chosen.client_id }
        : { id: value, code: '', name: picker.missing ? `Progetto n. ${value}` : '…', client_id: null };
  const options: ProjectOption[] = (picker.page?.data ?? []).map((project) => ({
    id: project.id,
    code: project.code,
    name: project.name,
    client_id: project.client_id,
  }));

  return (
    <SearchAutocomplete<ProjectOption>
      {...field}
      options={options}
      selected={selected}
      onChange={(option) => onChange(option?.id ?? null, option)}
      onInput={picker.onInput}
      getOptionLabel={(option) => (option.code ? `${option.code} · ${option.name}` : option.name)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
            {option.code}
          </Box>
          {option.name}
        </Box>
      )}
      loading={picker.loading}
      searching={picker.searching}
      notFoundText="Nessun progetto trovato"
      idleText="Scrivi per cercare"
      label={label}
    />
  );
}
