import { getProjectEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from './query-keys.ts';

export function getProject(id: number, signal?: AbortSignal) {
  return callEndpoint(getProjectEndpoint, { params: { id }, loading: false, ...(signal ? { signal } : {}) });
}

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
