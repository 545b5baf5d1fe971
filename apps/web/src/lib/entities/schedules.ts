import {
  getScheduleEndpoint,
  listScheduleOverlaysEndpoint,
  listSchedulesEndpoint,
  type ScheduleOverlayQuery,
  type ScheduleWindowQuery,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { type ReadOptions, readOptions } from './call-options.ts';

/**
 * Query keys of the calendar's events ("appuntamenti"): all under `schedules`, so a saved, moved or
 * imported event refreshes the calendar, the overlays, the Agenda tabs and the dashboard at once.
 */
export const scheduleKeys = {
  all: ['schedules'] as const,
  /** The occurrences of a window (range + filters), what the calendar draws. */
  window: (query: object) => ['schedules', 'window', query] as const,
  /** Holidays, to-dos due and contract deadlines over a window. */
  overlays: (query: object) => ['schedules', 'overlays', query] as const,
  detail: (id: number) => ['schedules', 'detail', id] as const,
  activity: (id: number, query?: object) => ['schedules', 'activity', id, query ?? {}] as const,
  /** A client's or a project's Agenda tab. */
  tab: (query: object) => ['schedules', 'tab', query] as const,
  feed: ['schedules', 'feed'] as const,
};

/** The query string of GET /schedules: ids as `1,2,3` lists. */
export type ScheduleWindowParams = Pick<ScheduleWindowQuery, 'from' | 'to'> & {
  calendar_ids?: string | undefined;
  user_ids?: string | undefined;
  group_id?: number | undefined;
  client_id?: number | undefined;
  project_id?: number | undefined;
};

/** GET /schedules: the occurrences of a window of days (recurrences expanded by the server). */
export function listScheduleWindow(query: ScheduleWindowParams, options: ReadOptions = {}) {
  return callEndpoint(listSchedulesEndpoint, { query, ...readOptions(options, false) });
}

/** GET /schedules/overlays: read-only items (holidays, to-dos due, contract deadlines). */
export function listScheduleOverlays(
  query: Pick<ScheduleOverlayQuery, 'from' | 'to'> & { kinds?: string | undefined },
  options: ReadOptions = {},
) {
  return callEndpoint(listScheduleOverlaysEndpoint, { query, ...readOptions(options, false) });
}

/** GET /schedules/:id: the event as stored (the series' fields for a recurring one). */
export async function getSchedule(id: number, options: ReadOptions = {}) {
  return (await callEndpoint(getScheduleEndpoint, { params: { id }, ...readOptions(options, false) }))
    .schedule;
}
