import { type CreateTimingInput, createTimingEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

/** 422 goes back to the form. */
export function createTiming(input: CreateTimingInput) {
  return callEndpoint(createTimingEndpoint, { body: input, handleErrors: false });
}

/** POST /timings: a manual entry; the answer may carry overlap warnings (not errors). */
export function useCreateTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTiming,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.all }),
  });
}
