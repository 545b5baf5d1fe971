import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTodo, todoKeys } from '../../../lib/entities/todos.ts';

export const todoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: todoKeys.detail(id),
    queryFn: ({ signal }) => getTodo(id, signal),
    enabled: id > 0,
  });

/** GET /todos/:id; the data is the to-do itself. */
export function useTodo(id: number) {
  return useQuery({ ...todoQueryOptions(id), select: (data) => data.todo });
}
