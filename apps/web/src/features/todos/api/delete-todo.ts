import { deleteTodoEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { refreshAfterTodoChange } from './refresh.ts';

export function deleteTodo(id: number) {
  return callEndpoint(deleteTodoEndpoint, { params: { id } });
}

/** DELETE /todos/:id: deleted with its checklist, or archived when time entries point at it. */
export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTodo, onSuccess: () => refreshAfterTodoChange(queryClient) });
}
