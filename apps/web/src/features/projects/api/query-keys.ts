/** Query keys of projects: everything under `projects`, so a save refreshes lists, detail and tabs. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (query: object) => ['projects', 'list', query] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  summary: (id: number) => ['projects', 'detail', id, 'summary'] as const,
  activity: (id: number, page: number) => ['projects', 'detail', id, 'activity', page] as const,
  checklist: (id: number) => ['projects', 'detail', id, 'checklist'] as const,
};
