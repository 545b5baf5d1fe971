import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSchedule, scheduleKeys } from '../../../lib/entities/schedules.ts';

/** GET /schedules/:id: the event (the series' fields for a recurring one), read afresh on open. */
export const scheduleQueryOptions = (id: number) =>
  queryOptions({ queryKey: scheduleKeys.detail(id), queryFn: () => getSchedule(id), staleTime: 0 });

export function useSchedule(id: number | null) {
  return useQuery({ ...scheduleQueryOptions(id ?? 0), enabled: id !== null });
}
