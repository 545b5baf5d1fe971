import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadNotificationCount, notificationKeys } from '../../../lib/entities/notifications.ts';

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadNotificationCount({ signal }),
    select: (data) => data.unread,
    // The live events keep it current; a slow poll covers a stream that cannot connect.
    refetchInterval: 5 * 60_000,
  });

/** GET /notifications/unread-count: the bell's badge. */
export function useUnreadNotificationCount() {
  return useQuery(unreadCountQueryOptions());
}
