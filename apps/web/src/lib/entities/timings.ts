import { getTimingEndpoint } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';

/** Query keys of time entries: all under `timings`, so a saved entry refreshes every view of them. */
export const timingKeys = {
  all: ['timings'] as const,
  list: (query: object) => ['timings', 'list', query] as const,
  timesheet: (week: string, userId: number | null) => ['timings', 'timesheet', week, userId] as const,
  report: (query: object) => ['timings', 'report', query] as const,
  /** The running timer: one per user, shown everywhere (navbar, dashboard, to-do page). */
  timer: ['timings', 'timer'] as const,
};

/** GET /timings/:id: the entry as saved now (the edit dialog reloads it after a 409). */
export async function getTiming(id: number) {
  return (await callEndpoint(getTimingEndpoint, { params: { id }, loading: false })).timing;
}
