import {
  type AppNotification,
  type DeleteResult,
  errorMessages,
  type ListNotificationsQuery,
  type NotificationPage,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/values.ts';
import { alertError } from '../../http/api-error.ts';
import { toNotification } from './notification.mapper.ts';
import {
  countNotifications,
  deleteNotificationRow,
  findNotification,
  listNotificationRows,
  markAllRead,
  setNotificationRead,
} from './notification.repository.ts';

/**
 * The notification centre of the signed-in user. Every call names the user: another user's
 * notification is "not found" (404), never "forbidden", so its existence is not revealed.
 */

const notFound = () => alertError(404, errorMessages.notFound);

/** GET /notifications: newest first, optionally only the unread ones. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: ListNotificationsQuery,
): Promise<NotificationPage> {
  const unread = query.unread === true;
  const [rows, total] = await Promise.all([
    listNotificationRows(db, userId, {
      unread,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countNotifications(db, userId, unread),
  ]);
  return { data: rows.map(toNotification), meta: { total, page: query.page, per_page: query.per_page } };
}

export async function unreadNotificationCount(db: Db, userId: number): Promise<number> {
  return countNotifications(db, userId, true);
}

/** PUT /notifications/:id/read: read keeps the first reading's time, unread clears it. */
export async function markNotification(
  db: Db,
  userId: number,
  id: number,
  read: boolean,
): Promise<{ notification: AppNotification }> {
  if (!(await setNotificationRead(db, userId, id, read ? nowIso() : null))) throw notFound();
  const row = await findNotification(db, userId, id);
  if (!row) throw notFound();
  return { notification: toNotification(row) };
}

/** POST /notifications/read-all: how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<{ updated: number }> {
  return { updated: await markAllRead(db, userId, nowIso()) };
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<DeleteResult> {
  if (!(await deleteNotificationRow(db, userId, id))) throw notFound();
  return { result: 'deleted', message: 'Notifica eliminata.' };
}
