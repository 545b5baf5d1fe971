import { projectSummaryEndpoint } from '@officina/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';

export function projectSummary(id: number, signal?: AbortSignal) {
  return callEndpoint(projectSummaryEndpoint, {
    params: { id },
    loading: false,
    ...(signal ? { signal } : {}),
  });
}

/**
 * GET /projects/:id/summary: budget vs used and to-do counts. Time entries change it, so it is also
 * refreshed whenever `timings` are (the key's second family below).
 */
export function useProjectSummary(id: number) {
  return useQuery({
    queryKey: [...projectKeys.summary(id)],
    queryFn: ({ signal }) => projectSummary(id, signal),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
