import { type CreateProjectInput, createProjectEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { projectKeys } from '../../../lib/entities/projects.ts';

/** 422 (a code in use) is answered by the form. */
export function createProject(input: CreateProjectInput) {
  return callEndpoint(createProjectEndpoint, { body: input, handleErrors: false });
}

/** POST /projects. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (data) => {
      queryClient.setQueryData(projectKeys.detail(data.project.id), data);
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
