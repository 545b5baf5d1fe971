import { deleteScheduleEndpoint, type SeriesScope } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../lib/entities/schedules.ts';

interface DeleteScheduleArgs {
  id: number;
  scope: SeriesScope;
  /** The occurrence's start as the series has it (scope `this` or `following`). */
  occurrenceStart: string | null;
}

/** DELETE /schedules/:id?scope=&occurrence_start=. */
export function deleteSchedule({ id, scope, occurrenceStart }: DeleteScheduleArgs) {
  const query = {
    scope,
    ...(occurrenceStart && scope !== 'all' ? { occurrence_start: occurrenceStart } : {}),
  };
  return callEndpoint(deleteScheduleEndpoint, { params: { id }, query, handleErrors: false });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
