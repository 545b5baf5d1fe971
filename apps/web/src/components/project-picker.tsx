import Box from '@mui/material/Box';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { getProject, listProjects, projectKeys } from '../lib/entities/projects.ts';
import { SearchAutocomplete, useTypedSearch } from './search-autocomplete.tsx';

export interface ProjectOption {
  id: number;
  code: string;
  name: string;
  client_id: number | null;
}

interface ProjectPickerProps {
  value: number | null;
  /** The chosen project with its client, so a form can fill the client from it. */
  onChange: (id: number | null, project: ProjectOption | null) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  /** Only the projects of this client. */
  clientId?: number | null;
  autoFocus?: boolean;
}

/**
 * Picks a project by typing part of its code or name (GET /api/projects, 20 at a time), for the
 * modules that link a record to a project (to-do, time entries, …). Shares the `projects` query keys.
 */
export function ProjectPicker({
  value,
  onChange,
  onBlur,
  label = 'Progetto',
  error,
  helperText,
  inputRef,
  size,
  clientId,
  autoFocus,
}: ProjectPickerProps) {
  const { search, onInput } = useTypedSearch();
  const query = {
    q: search || undefined,
    per_page: 20,
    sort: 'code' as const,
    ...(clientId ? { client_id: clientId } : {}),
  };
  const found = useQuery({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => listProjects(query, signal),
    placeholderData: keepPreviousData,
  });
  const current = useQuery({
    queryKey: projectKeys.detail(value ?? 0),
    queryFn: () => getProject(value ?? 0),
    enabled: value !== null && value > 0,
  });
  const chosen = current.data?.project;
  const selected: ProjectOption | null =
    value === null
      ? null
      : chosen
        ? { id: chosen.id, code: chosen.code, name: chosen.name, client_id: chosen.client_id }
        : { id: value, code: '', name: current.isError ? `Progetto n. ${value}` : '…', client_id: null };
  const options: ProjectOption[] = (found.data?.data ?? []).map((project) => ({
    id: project.id,
    code: project.code,
    name: project.name,
    client_id: project.client_id,
  }));

  return (
    <SearchAutocomplete<ProjectOption>
      options={options}
      selected={selected}
      onChange={(option) => onChange(option?.id ?? null, option)}
      onInput={onInput}
      getOptionLabel={(option) => (option.code ? `${option.code} · ${option.name}` : option.name)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
            {option.code}
          </Box>
          {option.name}
        </Box>
      )}
      loading={found.isFetching}
      searching={search !== ''}
      notFoundText="Nessun progetto trovato"
      idleText="Scrivi per cercare"
      onBlur={onBlur}
      label={label}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      size={size}
      autoFocus={autoFocus}
    />
  );
}
