import { type UpdateTodoInput, updateTodoEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';
import { refreshAfterTodoChange } from './refresh.ts';

/** 409 and 422 are answered by the form. */
export function updateTodo(id: number, input: UpdateTodoInput) {
  return callEndpoint(updateTodoEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /todos/:id (recurrence excluded: see set-todo-recurrence). */
export function useUpdateTodo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTodoInput) => updateTodo(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(todoKeys.detail(id), data);
      return refreshAfterTodoChange(queryClient);
    },
  });
}
