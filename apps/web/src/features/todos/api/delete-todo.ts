import { deleteTodoEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoDependentKeys, todoKeys } from '../../../lib/entities/todos.ts';
import { refreshAfterDelete } from '../../../lib/refresh-after-delete.ts';

export function deleteTodo(id: number) {
  return callEndpoint(deleteTodoEndpoint, { params: { id } });
}

/** DELETE /todos/:id: deleted with its checklist, or archived when time entries point at it. */
export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTodo,
    onSuccess: (result, id) =>
      refreshAfterDelete(queryClient, result, todoKeys.detail(id), [todoKeys.all, ...todoDependentKeys]),
  });
}
