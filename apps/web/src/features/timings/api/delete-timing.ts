import { deleteTimingEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

export function deleteTiming(id: number) {
  return callEndpoint(deleteTimingEndpoint, { params: { id } });
}

/** DELETE /timings/:id. */
export function useDeleteTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTiming,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.all }),
  });
}
