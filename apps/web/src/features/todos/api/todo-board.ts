import { type TodoBoardQuery, todoBoardEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { todoKeys } from '../../../lib/entities/todos.ts';

export type TodoBoardParams = Partial<TodoBoardQuery>;

export function todoBoard(query: TodoBoardParams, signal?: AbortSignal) {
  return callEndpoint(todoBoardEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

export const todoBoardQueryOptions = (query: TodoBoardParams) =>
  queryOptions({
    queryKey: todoKeys.board(query),
    queryFn: ({ signal }) => todoBoard(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /todos/board: a column per state with its first cards. */
export function useTodoBoard(query: TodoBoardParams) {
  return useQuery(todoBoardQueryOptions(query));
}
