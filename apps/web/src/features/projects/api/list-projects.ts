import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listProjects, type ProjectListParams, projectKeys } from '../../../lib/entities/projects.ts';

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
