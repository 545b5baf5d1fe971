import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dbBool, type Instant } from '../../db/values.ts';
import type { NotificationsTable } from './notification.table.ts';

/** Raising: the stored row, and the e-mails queued for the delivery worker. */

/** A notification row as inserted (the table's own type, without its generated id). */
export type NewNotificationRow = Insertable<NotificationsTable>;

/** The new row's id, or undefined when the user already has one with that dedupe key. */
export async function insertNotificationIfNew(db: Db, row: NewNotificationRow): Promise<number | undefined> {
  const inserted = await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** One e-mail in the persistent queue (channel 'email'), due now. */
export async function enqueueEmailDelivery(
  db: Db,
  delivery: { userId: number; notificationId: number | null; payload: unknown; now: Instant },
): Promise<void> {
  await db
    .insertInto('delivery_queue')
    .values({
      channel: 'email',
      user_id: delivery.userId,
      notification_id: delivery.notificationId,
      payload: JSON.stringify(delivery.payload),
      next_attempt_at: delivery.now,
      created_at: delivery.now,
    })
    .execute();
}

/** Who an e-mail goes to, when they may still receive one (active, not banned). */
export function findMailRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'name', 'surname'])
    .where('id', '=', userId)
    .where('active', '=', dbBool(true))
    .where('banned', '=', dbBool(false))
    .executeTakeFirst();
}
