import type { QueryClient } from '@tanstack/react-query';
import { todoDependentKeys, todoKeys } from '../../../lib/entities/todos.ts';

/** After any to-do change: lists, board, detail, and the counts that depend on to-dos. */
export function refreshAfterTodoChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: todoKeys.all }),
    ...todoDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
