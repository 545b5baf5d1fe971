import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listNotifications,
  type NotificationListParams,
  notificationKeys,
} from '../../../lib/entities/notifications.ts';

/** The bell's panel: the latest ten, read or not. */
export const LATEST_NOTIFICATIONS: NotificationListParams = { page: 1, per_page: 10 };

export const notificationListQueryOptions = (query: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => listNotifications(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /notifications: one page of mine, newest first (`unread: true`: the unread only). */
export function useNotifications(query: NotificationListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationListQueryOptions(query), enabled: options.enabled ?? true });
}
