import { type UpdateProjectInput, updateProjectEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';

/** 409 and 422 are answered by the form. */
export function updateProject(id: number, input: UpdateProjectInput) {
  return callEndpoint(updateProjectEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /projects/:id with the `updated_at` the form was loaded with. */
export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => updateProject(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(projectKeys.detail(id), data);
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
