import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { insertDeliveries } from './delivery-queue.repository.ts';
import { devicesOfUsers, devicesWithInterests } from './push-device.repository.ts';
import { buildPushPayload } from './push-payload.ts';

/** What a push shows: the service worker's notification and the page it opens. */
export interface PushMessage {
  title: string;
  body?: string | null;
  /** App path (`/todos/12/detail`), made absolute with APP_URL. */
  link?: string | null;
  notificationId?: number | null;
}

async function enqueue(
  db: Db,
  devices: readonly { id: string; user_id: number | null }[],
  message: PushMessage,
): Promise<number> {
  if (devices.length === 0) return 0;
  const now = nowIso();
  const payload = JSON.stringify(buildPushPayload(message, `pub-${randomUUID()}`));
  await insertDeliveries(
    db,
    devices.map((device) => ({
      channel: 'push' as const,
      device_id: device.id,
      user_id: device.user_id,
      notification_id: message.notificationId ?? null,
      payload,
      next_attempt_at: now,
      created_at: now,
    })),
  );
  return devices.length;
}

/**
 * Queues the push for every device of these users whose user was set by a session still live
 * (a logout or an expired session stops them), in the caller's transaction: the worker sends it
 * once it commits. Answers the rows queued.
 */
export async function enqueuePushToUsers(
  db: Db,
  userIds: readonly number[],
  message: PushMessage,
): Promise<number> {
  const devices = await devicesOfUsers(db, [...new Set(userIds)], nowIso());
  return enqueue(db, devices, message);
}

/**
 * Queues the push for every device that has any of the interests (each device once), whoever its
 * user; the rows carry no user, so no session is checked at send time. Answers the rows queued.
 */
export async function enqueuePushToInterests(
  db: Db,
  interests: readonly string[],
  message: PushMessage,
): Promise<number> {
  const devices = await devicesWithInterests(db, [...new Set(interests)]);
  return enqueue(
    db,
    devices.map((d) => ({ id: d.id, user_id: null })),
    message,
  );
}
