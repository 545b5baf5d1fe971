import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';
import { ACTIVITY_CURSOR } from './triggers/activity-follower.repository.ts';

/**
 * What the demo seed needs from the notifications' tables: the demo's own history must not raise
 * notifications (the follower starts after it), and its sample notifications are dated in the past.
 */

/** Moves the activity follower past every row written so far (the seed's history). */
export async function skipActivityHistory(db: Db): Promise<void> {
  const last = await db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  await db
    .updateTable('notification_cursors')
    .set({ last_id: Number(last?.last ?? 0) })
    .where('name', '=', ACTIVITY_CURSOR)
    .execute();
}

/** Dates a sample notification (and marks it read, or not). */
export async function backdateNotification(
  db: Db,
  id: number,
  createdAt: Instant,
  readAt: Instant | null,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ created_at: createdAt, read_at: readAt })
    .where('id', '=', id)
    .execute();
}

/** An open to-do of the user: [assigned and due soonest, most overdue]. */
export async function findDemoTodos(db: Db, userId: number, now: Instant) {
  const base = db
    .selectFrom('todos')
    .innerJoin('todo_assignees', 'todo_assignees.todo_id', 'todos.id')
    .select(['todos.id', 'todos.title', 'todos.due_at'])
    .where('todo_assignees.user_id', '=', userId)
    .where('todos.due_at', 'is not', null);
  const [upcoming, overdue] = await Promise.all([
    base.where('todos.due_at', '>=', now).orderBy('todos.due_at').limit(1).executeTakeFirst(),
    base.where('todos.due_at', '<', now).orderBy('todos.due_at', 'desc').limit(1).executeTakeFirst(),
  ]);
  return { upcoming, overdue };
}

/** A contract with an end date (the soonest from today) and an opportunity the user owns. */
export async function findDemoSalesRecords(db: Db, userId: number, today: string) {
  const [contract, opportunity] = await Promise.all([
    db
      .selectFrom('contracts')
      .select(['id', 'title', 'end_on'])
      .where('end_on', '>=', today)
      .orderBy('end_on')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('opportunities')
      .select(['id', 'title'])
      .where('owner_id', '=', userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { contract, opportunity };
}
