/**
 * Query keys of the dashboard, all under `dashboard`: `summary` is GET /dashboard (every widget, so
 * any record change may move it: lib/entities/live-record-keys.ts refreshes it with each entity),
 * `layout` the user's order and hidden widgets (changed only by its own save).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: ['dashboard', 'summary'] as const,
  layout: ['dashboard', 'layout'] as const,
};
