import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProject, projectKeys } from '../../../lib/entities/projects.ts';

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    enabled: id > 0,
  });

/** GET /projects/:id; the data is the project itself. */
export function useProject(id: number) {
  return useQuery({ ...projectQueryOptions(id), select: (data) => data.project });
}
