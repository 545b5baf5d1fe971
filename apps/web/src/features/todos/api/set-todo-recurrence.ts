import { type SetTodoRecurrenceInput, setTodoRecurrenceEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';
import { refreshAfterTodoChange } from './refresh.ts';

export function setTodoRecurrence(id: number, input: SetTodoRecurrenceInput) {
  return callEndpoint(setTodoRecurrenceEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /todos/:id/recurrence: edit the series from this occurrence on, or stop it (type_repeat none). */
export function useSetTodoRecurrence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetTodoRecurrenceInput) => setTodoRecurrence(id, input),
    onSuccess: (data) => {
      queryClient.setQueryData(todoKeys.detail(id), data);
      return refreshAfterTodoChange(queryClient);
    },
  });
}
