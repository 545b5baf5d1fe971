import { getTimerEndpoint, type TimerState } from '@officina/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { timingKeys } from '../../../lib/entities/timings.ts';

export function getTimer(signal?: AbortSignal) {
  return callEndpoint(getTimerEndpoint, {
    loading: false,
    handleErrors: false,
    ...(signal ? { signal } : {}),
  });
}

/** With the server's clock read at arrival, so elapsed time ignores a wrong local clock. */
export interface TimerSnapshot extends TimerState {
  /** server_time − Date.now() when the answer arrived. */
  offsetMs: number;
}

export const timerQueryOptions = () =>
  queryOptions({
    queryKey: timingKeys.timer,
    queryFn: async ({ signal }): Promise<TimerSnapshot> => {
      const state = await getTimer(signal);
      return { ...state, offsetMs: Date.parse(state.server_time) - Date.now() };
    },
    refetchOnWindowFocus: 'always',
    refetchInterval: 60_000,
    staleTime: 5_000,
  });

/** GET /timings/timer: the running timer (or null); refetched on focus and every minute. */
export function useTimer() {
  return useQuery(timerQueryOptions());
}
