/** Query keys of time entries: all under `timings`, so a saved entry refreshes every view of them. */
export const timingKeys = {
  all: ['timings'] as const,
  list: (query: object) => ['timings', 'list', query] as const,
  timesheet: (week: string, userId: number | null) => ['timings', 'timesheet', week, userId] as const,
  report: (query: object) => ['timings', 'report', query] as const,
  dashboard: ['timings', 'dashboard', 'me'] as const,
};
