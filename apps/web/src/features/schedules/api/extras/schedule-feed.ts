import {
  getScheduleFeedEndpoint,
  regenerateScheduleFeedEndpoint,
  type ScheduleFeed,
} from '@officina/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api/api-client.ts';
import { scheduleKeys } from '../../../../lib/entities/schedules.ts';

/** GET /schedules/feed: whether the user has a feed and since when (the address is never read back). */
export const scheduleFeedQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.feed,
    queryFn: ({ signal }) => callEndpoint(getScheduleFeedEndpoint, { loading: false, signal }),
  });

export function useScheduleFeed() {
  return useQuery(scheduleFeedQueryOptions());
}

/**
 * POST /schedules/feed: a new address (the old one stops at once). The address stays in the
 * mutation's answer only: the cache keeps the date, never the secret token.
 */
export function useRegenerateScheduleFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(regenerateScheduleFeedEndpoint, {}),
    onSuccess: (feed) =>
      queryClient.setQueryData<ScheduleFeed>(scheduleKeys.feed, { url: null, created_at: feed.created_at }),
  });
}
