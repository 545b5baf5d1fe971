import { restoreTodoEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';
import { refreshAfterTodoChange } from './refresh.ts';

export function restoreTodo(id: number) {
  return callEndpoint(restoreTodoEndpoint, { params: { id } });
}

/** POST /todos/:id/restore: the archived to-do is back in the lists (and in the projects' counts). */
export function useRestoreTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTodo,
    onSuccess: (data) => {
      queryClient.setQueryData(todoKeys.detail(data.todo.id), data);
      return refreshAfterTodoChange(queryClient);
    },
  });
}
