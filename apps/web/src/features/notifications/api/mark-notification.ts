import { markNotificationEndpoint } from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { notificationKeys } from '../../../lib/entities/notifications.ts';

export interface MarkNotificationInput {
  id: number;
  read: boolean;
}

/** PUT /notifications/:id/read: read or unread again; the lists and the badge follow. */
export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: MarkNotificationInput) =>
      callEndpoint(markNotificationEndpoint, { params: { id }, body: { read }, loading: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.feed }),
  });
}
