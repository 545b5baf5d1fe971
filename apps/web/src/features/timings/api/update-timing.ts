import { type UpdateTimingInput, updateTimingEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

/** 409 (someone saved it meanwhile) and 422 go back to the dialog. */
export function updateTiming({ id, input }: { id: number; input: UpdateTimingInput }) {
  return callEndpoint(updateTimingEndpoint, { params: { id }, body: input, handleErrors: false });
}

/** PUT /timings/:id: the whole entry with the `updated_at` it was read at; may answer overlap warnings. */
export function useUpdateTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTiming,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.all }),
  });
}
