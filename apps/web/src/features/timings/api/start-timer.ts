import { type StartTimerInput, startTimerEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';
import { announceTimerChange } from '../../../lib/time/timer-sync.ts';

export function startTimer(input: Partial<StartTimerInput>) {
  return callEndpoint(startTimerEndpoint, { body: input, loading: false });
}

/** POST /timings/timer/start: the server stops any running timer first (one per user). */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTimer,
    onSuccess: () => {
      announceTimerChange();
      return queryClient.invalidateQueries({ queryKey: timingKeys.all });
    },
  });
}
