import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listScheduleOverlays,
  listScheduleWindow,
  type ScheduleWindowParams,
  scheduleKeys,
} from '../../../lib/entities/schedules.ts';

/**
 * GET /schedules over the visible range with the filters, keyed by both. The previous answer stays
 * drawn while the next range loads (the calendar shows a bar meanwhile); `enabled: false` when no
 * calendar is shown.
 */
export function useScheduleWindow(params: ScheduleWindowParams | null) {
  return useQuery({
    queryKey: scheduleKeys.window(params ?? {}),
    queryFn: ({ signal }) => listScheduleWindow(params as ScheduleWindowParams, { signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /schedules/overlays: the layers switched on, over the visible range. */
export function useScheduleOverlays(range: { from: string; to: string } | null, kinds: readonly string[]) {
  const query = range && kinds.length > 0 ? { ...range, kinds: kinds.join(',') } : null;
  return useQuery({
    queryKey: scheduleKeys.overlays(query ?? {}),
    queryFn: ({ signal }) => listScheduleOverlays(query as NonNullable<typeof query>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
