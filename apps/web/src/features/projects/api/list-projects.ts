import { listProjectsEndpoint, type ProjectListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from './query-keys.ts';

export type ProjectListParams = Partial<ProjectListQuery>;

export function listProjects(query: ProjectListParams, signal?: AbortSignal) {
  return callEndpoint(listProjectsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const projectListQueryOptions = (query: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => listProjects(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /projects: one page of the filtered, sorted list. */
export function useProjects(query: ProjectListParams, enabled = true) {
  return useQuery({ ...projectListQueryOptions(query), enabled });
}
