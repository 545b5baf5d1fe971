import {
  addTodoChecklistItemEndpoint,
  applyTodoChecklistTemplateEndpoint,
  type Checklist,
  deleteChecklistItemEndpoint,
  todoChecklistEndpoint,
  toggleChecklistItemEndpoint,
} from '@officina/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { withItemTicked } from '../../../lib/checklist-optimistic.ts';
import { todoKeys } from './query-keys.ts';

export function todoChecklist(id: number) {
  return callEndpoint(todoChecklistEndpoint, { params: { id }, loading: false });
}

/** GET /todos/:id/checklist. */
export function useTodoChecklist(id: number) {
  return useQuery({ queryKey: todoKeys.checklist(id), queryFn: () => todoChecklist(id) });
}

/** Add, tick (who/when recorded by the server), append a template and delete items; the progress on cards follows. */
export function useTodoChecklistActions(id: number) {
  const queryClient = useQueryClient();
  const key = todoKeys.checklist(id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: todoKeys.all });
  const store = (checklist: Checklist) => {
    queryClient.setQueryData(key, checklist);
    return refresh();
  };
  return {
    add: useMutation({
      mutationFn: (text: string) =>
        callEndpoint(addTodoChecklistItemEndpoint, { params: { id }, body: { text }, loading: false }),
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
      onSuccess: refresh,
    }),
    apply: useMutation({
      mutationFn: (templateId: number) =>
        callEndpoint(applyTodoChecklistTemplateEndpoint, {
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
