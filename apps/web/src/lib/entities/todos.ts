import { getTodoEndpoint, listTodosEndpoint, type TodoListQuery } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { projectKeys } from './projects.ts';
import { timingKeys } from './timings.ts';

/**
 * Query keys of to-dos, all under `todos`. A to-do change also moves project counts and the
 * dashboard, so mutations refresh `todoDependentKeys` too.
 */
export const todoKeys = {
  all: ['todos'] as const,
  list: (query: object) => ['todos', 'list', query] as const,
  board: (query: object) => ['todos', 'board', query] as const,
  detail: (id: number) => ['todos', 'detail', id] as const,
  checklist: (id: number) => ['todos', 'detail', id, 'checklist'] as const,
};

/** Keys outside the to-dos that show to-do counts: projects' summaries and the dashboard. */
export const todoDependentKeys = [projectKeys.all, timingKeys.dashboard] as const;

export type TodoListParams = Partial<TodoListQuery>;

/** GET /todos: one page (default: mine), with checklist progress. */
export function listTodos(query: TodoListParams, signal?: AbortSignal) {
  return callEndpoint(listTodosEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /todos/:id. */
export function getTodo(id: number, signal?: AbortSignal) {
  return callEndpoint(getTodoEndpoint, { params: { id }, loading: false, ...(signal ? { signal } : {}) });
}
