import { restoreProjectEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';

export function restoreProject(id: number) {
  return callEndpoint(restoreProjectEndpoint, { params: { id } });
}

/** POST /projects/:id/restore. */
export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
