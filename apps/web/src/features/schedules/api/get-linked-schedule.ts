import { getScheduleEndpoint } from '@officina/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../lib/entities/schedules.ts';

/**
 * GET /schedules/:id for the calendar's `evento=<id>`, under the event's own key (the dialog reads
 * the same entry). No error toast: the page says itself why the event cannot open.
 */
export function useLinkedSchedule(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await callEndpoint(getScheduleEndpoint, { params: { id: id ?? 0 }, signal, handleErrors: false }))
        .schedule,
    enabled: id !== null,
    staleTime: 0,
  });
}
