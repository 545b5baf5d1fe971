import { projectActivityEndpoint } from '@officina/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';

export const ACTIVITY_PAGE_SIZE = 20;

export function projectActivity(id: number, page: number) {
  return callEndpoint(projectActivityEndpoint, {
    params: { id },
    query: { page, per_page: ACTIVITY_PAGE_SIZE },
    loading: false,
  });
}

/** GET /projects/:id/activity, newest first. */
export function useProjectActivity(id: number, page: number) {
  return useQuery({
    queryKey: projectKeys.activity(id, page),
    queryFn: () => projectActivity(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
