import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listTodos, type TodoListParams, todoKeys } from '../../../lib/entities/todos.ts';

export const todoListQueryOptions = (query: TodoListParams) =>
  queryOptions({
    queryKey: todoKeys.list(query),
    queryFn: ({ signal }) => listTodos(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /todos: one page (default: mine), with checklist progress. */
export function useTodos(query: TodoListParams) {
  return useQuery(todoListQueryOptions(query));
}
