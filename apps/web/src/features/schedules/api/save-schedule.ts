import {
  type CreateScheduleInput,
  createScheduleEndpoint,
  type UpdateScheduleInput,
  updateScheduleEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../lib/entities/schedules.ts';

/** POST /schedules or PUT /schedules/:id (scope + occurrence_start on a series); 409/422 go back to the dialog. */
export function saveSchedule({
  id,
  input,
}: {
  id: number | null;
  input: CreateScheduleInput | UpdateScheduleInput;
}) {
  return id === null
    ? callEndpoint(createScheduleEndpoint, { body: input, handleErrors: false })
    : callEndpoint(updateScheduleEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** Saves an event and refreshes every view of the calendar. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
