import { timesheetEndpoint } from '@officina/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

export function getTimesheet(week: string, userId: number | null, signal?: AbortSignal) {
  return callEndpoint(timesheetEndpoint, {
    query: { week, ...(userId ? { user_id: userId } : {}) },
    loading: false,
    ...(signal ? { signal } : {}),
  });
}

export const timesheetQueryOptions = (week: string, userId: number | null) =>
  queryOptions({
    queryKey: timingKeys.timesheet(week, userId),
    queryFn: ({ signal }) => getTimesheet(week, userId, signal),
    placeholderData: keepPreviousData,
  });

/** GET /timesheet: a user's week, rows per project, Monday … Sunday. */
export function useTimesheet(week: string, userId: number | null) {
  return useQuery(timesheetQueryOptions(week, userId));
}
