import { type CreateTodoInput, createTodoEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';
import { refreshAfterTodoChange } from './refresh.ts';

/** 422 is answered by the form. */
export function createTodo(input: CreateTodoInput) {
  return callEndpoint(createTodoEndpoint, { body: input, handleErrors: false });
}

/** POST /todos. */
export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTodo,
    onSuccess: (data) => {
      queryClient.setQueryData(todoKeys.detail(data.todo.id), data);
      return refreshAfterTodoChange(queryClient);
    },
  });
}
