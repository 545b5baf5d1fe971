import {
  addProjectChecklistItemEndpoint,
  applyProjectChecklistTemplateEndpoint,
  type Checklist,
  deleteChecklistItemEndpoint,
  projectChecklistEndpoint,
  toggleChecklistItemEndpoint,
} from '@officina/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { withItemTicked } from '../../../lib/checklist-optimistic.ts';
import { projectKeys } from './query-keys.ts';

export function projectChecklist(id: number) {
  return callEndpoint(projectChecklistEndpoint, { params: { id }, loading: false });
}

/** GET /projects/:id/checklist. */
export function useProjectChecklist(id: number) {
  return useQuery({ queryKey: projectKeys.checklist(id), queryFn: () => projectChecklist(id) });
}

/** Add, tick, append a template and delete items of a project's checklist; each answer refreshes the list. */
export function useProjectChecklistActions(id: number) {
  const queryClient = useQueryClient();
  const key = projectKeys.checklist(id);
  const store = (checklist: Checklist) => queryClient.setQueryData(key, checklist);
  return {
    add: useMutation({
      mutationFn: (text: string) =>
        callEndpoint(addProjectChecklistItemEndpoint, { params: { id }, body: { text }, loading: false }),
      onSuccess: store,
    }),
    toggle: useMutation({
      mutationFn: ({ itemId, checked }: { itemId: number; checked: boolean }) =>
        callEndpoint(toggleChecklistItemEndpoint, {
          params: { id: itemId },
          body: { checked },
          loading: false,
        }),
      onMutate: async ({ itemId, checked }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<Checklist>(key);
        queryClient.setQueryData(key, withItemTicked(before, itemId, checked));
        return { before };
      },
      onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
    apply: useMutation({
      mutationFn: (templateId: number) =>
        callEndpoint(applyProjectChecklistTemplateEndpoint, {
          params: { id },
          body: { template_id: templateId },
          loading: false,
        }),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (itemId: number) =>
        callEndpoint(deleteChecklistItemEndpoint, { params: { id: itemId }, loading: false }),
      onSuccess: store,
    }),
  };
}
