import {
  getSchedulePatronEndpoint,
  type SchedulePatronSetting,
  updateSchedulePatronEndpoint,
} from '@officina/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../../lib/entities/schedules.ts';

/** The patron day's key: inside the `schedules` family, so saving it refreshes the holidays drawn. */
export const schedulePatronKey = [...scheduleKeys.all, 'patron'] as const;

/** GET /settings/schedule-patron: the company comune's patron day, or null. */
export const schedulePatronQueryOptions = () =>
  queryOptions({
    queryKey: schedulePatronKey,
    queryFn: ({ signal }) => callEndpoint(getSchedulePatronEndpoint, { loading: false, signal }),
  });

export function useSchedulePatron() {
  return useQuery(schedulePatronQueryOptions());
}

/** PUT /settings/schedule-patron (manage_settings): sets or clears it; the calendars redraw their holidays. */
export function useSaveSchedulePatron() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulePatronSetting) => callEndpoint(updateSchedulePatronEndpoint, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(schedulePatronKey, saved);
      await queryClient.invalidateQueries({
        queryKey: scheduleKeys.all,
        predicate: (query) => query.queryKey[1] !== 'patron',
      });
    },
  });
}
