import type { Db } from '../../db/database.ts';
import { dbBool, type Instant, toCount } from '../../db/values.ts';

/** Notifications raised before `cutoff` (any user, read or not). */
export async function deleteNotificationsBefore(db: Db, cutoff: Instant): Promise<number> {
  const result = await db.deleteFrom('notifications').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deliveries done (sent or given up) queued before `cutoff`; pending ones stay. */
export async function deleteFinishedDeliveriesBefore(db: Db, cutoff: Instant): Promise<number> {
  const result = await db
    .deleteFrom('delivery_queue')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('failed_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Devices registered without ever getting a user (the device API is open to any browser), untouched
 * since `cutoff`: nobody can reach them but an interest broadcast, and they would pile up.
 */
export async function deleteOrphanDevicesBefore(db: Db, cutoff: Instant): Promise<number> {
  const result = await db
    .deleteFrom('push_devices')
    .where('user_id', 'is', null)
    .where('updated_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Users who asked for the daily digest and may still receive e-mail. */
export function digestUserIds(db: Db) {
  return db
    .selectFrom('notification_user_settings as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.id')
    .where('s.email_digest', '=', dbBool(true))
    .where('u.active', '=', dbBool(true))
    .where('u.banned', '=', dbBool(false))
    .orderBy('u.id')
    .execute();
}

/** A user's unread notifications raised in [from, to), newest first, at most `limit`, and how many in all. */
export async function unreadBetween(db: Db, userId: number, from: Instant, to: Instant, limit: number) {
  const scope = db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  // One after the other: this runs inside the digest's transaction (one connection).
  const rows = await scope
    .select(['title', 'body', 'link', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const count = await scope.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { rows, total: toCount(count?.n as number | string | undefined) };
}
