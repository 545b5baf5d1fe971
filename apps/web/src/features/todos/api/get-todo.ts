import { getTodoEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from './query-keys.ts';

export function getTodo(id: number, signal?: AbortSignal) {
  return callEndpoint(getTodoEndpoint, { params: { id }, loading: false, ...(signal ? { signal } : {}) });
}

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
