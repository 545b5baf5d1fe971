import { type MoveScheduleInput, moveScheduleEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../lib/entities/schedules.ts';

/** POST /schedules/:id/move: a drag or a resize; the caller reverts the drag when it fails. */
export function moveSchedule({ id, input }: { id: number; input: MoveScheduleInput }) {
  return callEndpoint(moveScheduleEndpoint, { params: { id }, body: input, handleErrors: false });
}

export function useMoveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSchedule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
