import {
  getNotificationPreferencesEndpoint,
  type ListNotificationsQuery,
  listNotificationsEndpoint,
  notificationUnreadCountEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { type ReadOptions, readOptions } from './call-options.ts';

/**
 * Query keys of the signed-in user's notification centre, all under `notifications`. A new
 * notification (live event) refreshes `feed`: the lists and the unread count, not the preferences.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Lists and the unread count: what a new or read notification changes. */
  feed: ['notifications', 'feed'] as const,
  list: (query: object) => ['notifications', 'feed', 'list', query] as const,
  unreadCount: ['notifications', 'feed', 'unread-count'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export type NotificationListParams = Partial<ListNotificationsQuery>;

/** GET /notifications: one page of mine, newest first (`unread: true` for the unread only). */
export function listNotifications(query: NotificationListParams, options: ReadOptions = {}) {
  return callEndpoint(listNotificationsEndpoint, { query, ...readOptions(options, false) });
}

/** GET /notifications/unread-count. */
export function getUnreadNotificationCount(options: ReadOptions = {}) {
  return callEndpoint(notificationUnreadCountEndpoint, readOptions(options, false));
}

/** GET /notifications/preferences: one entry per kind, defaults filled in, and the digest. */
export function getNotificationPreferences(options: ReadOptions = {}) {
  return callEndpoint(getNotificationPreferencesEndpoint, readOptions(options, false));
}
