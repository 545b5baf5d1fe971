/**
 * Query keys of to-dos, all under `todos`. A to-do change also moves project counts and the
 * dashboard, so mutations refresh `projects` and the dashboard's key too (`refreshAfterTodoChange`).
 */
export const todoKeys = {
  all: ['todos'] as const,
  list: (query: object) => ['todos', 'list', query] as const,
  board: (query: object) => ['todos', 'board', query] as const,
  detail: (id: number) => ['todos', 'detail', id] as const,
  checklist: (id: number) => ['todos', 'detail', id, 'checklist'] as const,
};

/** Keys outside the feature that show to-do counts: projects' summaries and the dashboard. */
export const todoDependentKeys = [['projects'], ['timings', 'dashboard']] as const;
