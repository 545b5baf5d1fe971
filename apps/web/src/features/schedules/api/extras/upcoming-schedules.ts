import { upcomingSchedulesEndpoint } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../../lib/entities/schedules.ts';

/** GET /schedules/upcoming: the user's occurrences of the next 7 days, with the reminders due. */
export const upcomingSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.upcoming,
    queryFn: ({ signal }) => callEndpoint(upcomingSchedulesEndpoint, { loading: false, signal }),
    /** A reminder falls due while the dashboard stays open. */
    refetchInterval: 60_000,
  });

export function useUpcomingSchedules() {
  return useQuery(upcomingSchedulesQueryOptions());
}
