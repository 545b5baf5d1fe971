import { completeTodoEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';
import { refreshAfterTodoChange } from './refresh.ts';

export function completeTodo(id: number) {
  return callEndpoint(completeTodoEndpoint, { params: { id } });
}

/** POST /todos/:id/complete: answers the next occurrence of a recurring to-do (else null). */
export function useCompleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTodo,
    onSuccess: (data) => {
      queryClient.setQueryData(todoKeys.detail(data.todo.id), { todo: data.todo });
      if (data.next) queryClient.setQueryData(todoKeys.detail(data.next.id), { todo: data.next });
      return refreshAfterTodoChange(queryClient);
    },
  });
}
