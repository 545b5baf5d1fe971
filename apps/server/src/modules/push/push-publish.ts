import type { Db } from '../../db/database.ts';

/** What a push shows: the service worker's notification and the page it opens. */
export interface PushMessage {
  title: string;
  body?: string | null;
  /** App path (`/todos/12/detail`), made absolute with APP_URL. */
  link?: string | null;
  notificationId?: number | null;
}

/**
 * SCAFFOLD (the push helper implements it): one `delivery_queue` row per device of each user (devices
 * whose user was set by a session still valid), in the caller's transaction. Answers rows queued.
 */
export async function enqueuePushToUsers(
  _db: Db,
  _userIds: readonly number[],
  _message: PushMessage,
): Promise<number> {
  return 0;
}

/** SCAFFOLD: one row per device that has any of the interests. */
export async function enqueuePushToInterests(
  _db: Db,
  _interests: readonly string[],
  _message: PushMessage,
): Promise<number> {
  return 0;
}
