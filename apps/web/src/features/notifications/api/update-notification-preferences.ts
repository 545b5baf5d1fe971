import {
  type UpdateNotificationPreferencesInput,
  updateNotificationPreferencesEndpoint,
} from '@officina/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client.ts';
import { notificationKeys } from '../../../lib/entities/notifications.ts';

/** PUT /notifications/preferences: the answer (every kind) becomes the cached preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationPreferencesInput) =>
      callEndpoint(updateNotificationPreferencesEndpoint, { body: input }),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });
}
