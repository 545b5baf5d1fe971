import { markAllNotificationsReadEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { notificationKeys } from '../../../lib/entities/notifications.ts';

/** POST /notifications/read-all: every one of mine read; the badge goes to zero at once. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(markAllNotificationsReadEndpoint, { loading: false }),
    onSuccess: () => {
      queryClient.setQueryData(notificationKeys.unreadCount, { unread: 0 });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.feed });
    },
  });
}
