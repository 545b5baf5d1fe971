import { listTodosEndpoint, type TodoListQuery } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from './query-keys.ts';

export type TodoListParams = Partial<TodoListQuery>;

export function listTodos(query: TodoListParams, signal?: AbortSignal) {
  return callEndpoint(listTodosEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

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
