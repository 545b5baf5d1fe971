import type { Db } from '../../db/database.ts';
import { type Instant, toCount } from '../../db/values.ts';

/** The notification centre's SQL: every statement is scoped to one user. */

const columns = [
  'id',
  'kind',
  'title',
  'body',
  'link',
  'entity',
  'entity_id',
  'created_at',
  'read_at',
] as const;

/** A page of the user's notifications, newest first (by id: ids grow with created_at). */
export function listNotificationRows(
  db: Db,
  userId: number,
  options: { unread: boolean; limit: number; offset: number },
) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .$if(options.unread, (q) => q.where('read_at', 'is', null))
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}
export type NotificationRow = Awaited<ReturnType<typeof listNotificationRows>>[number];

export async function countNotifications(db: Db, userId: number, unread: boolean): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .$if(unread, (q) => q.where('read_at', 'is', null))
    .executeTakeFirst();
  return toCount(row?.n as number | string | undefined);
}

export function findNotification(db: Db, userId: number, id: number) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Read: keeps the first reading's time; unread: clears it. False when the user has no such row. */
export async function setNotificationRead(
  db: Db,
  userId: number,
  id: number,
  readAt: Instant | null,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: readAt === null ? null : eb.fn.coalesce('read_at', eb.val(readAt)) }))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, userId: number, now: Instant): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteNotificationRow(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
