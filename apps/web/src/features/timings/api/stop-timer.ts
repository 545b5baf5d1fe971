import { stopTimerEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';
import { announceTimerChange } from '../../../lib/time/timer-sync.ts';

export function stopTimer() {
  return callEndpoint(stopTimerEndpoint, { loading: false });
}

/** POST /timings/timer/stop: the running entry gets its end; lists and totals refresh. */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopTimer,
    onSuccess: () => {
      announceTimerChange();
      return queryClient.invalidateQueries({ queryKey: timingKeys.all });
    },
  });
}
