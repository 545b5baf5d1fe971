import { deleteProjectEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

export function deleteProject(id: number) {
  return callEndpoint(deleteProjectEndpoint, { params: { id } });
}

/** DELETE /projects/:id: deleted, or archived when it has time entries or to-dos (the answer says). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, projectKeys.detail(id), [projectKeys.all]),
  });
}
