import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationPreferences, notificationKeys } from '../../../lib/entities/notifications.ts';

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });

/** GET /notifications/preferences: the channels of every kind and the daily digest. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
