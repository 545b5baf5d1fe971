import { getTodoEndpoint, listTodosEndpoint, type TodoListQuery } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { dashboardKeys } from './dashboard.ts';
import { defineEntity } from './entity.ts';
import { projectKeys } from './projects.ts';

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
  activity: (id: number, page: number) => ['todos', 'detail', id, 'activity', page] as const,
};

/** Keys outside the to-dos that show to-do counts: projects' summaries and the dashboard. */
export const todoDependentKeys = [projectKeys.all, dashboardKeys.summary] as const;

export type TodoListParams = Partial<TodoListQuery>;

/** GET /todos: one page (default: mine), with checklist progress. */
export function listTodos(query: TodoListParams, signal?: AbortSignal) {
  return callEndpoint(listTodosEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /todos/:id. */
export function getTodo(id: number, signal?: AbortSignal) {
  return callEndpoint(getTodoEndpoint, { params: { id }, loading: false, ...(signal ? { signal } : {}) });
}

/** To-do: nouns, keys, detail read and pages, for the list page and the record form. */
export const todoEntity = defineEntity({
  key: 'todo',
  noun: ['to-do', 'to-do'],
  keys: todoKeys,
  get: (id: number) => getTodo(id),
  paths: {
    list: () => paths.todos.build(),
    add: () => paths.todoAdd.build(),
    detail: (id: number) => paths.todoDetail.build(id),
  },
});
