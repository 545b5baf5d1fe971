import type { Db } from '../../../db/database.ts';
import type { Instant } from '../../../db/values.ts';

export interface ClaimedReminder {
  schedule_id: number;
  occurrence_start: string;
  user_id: number;
  due_at: Instant;
}

/**
 * Marks the recorded reminders due by `now` as notified and answers them. The update claims each
 * row once: a second instance running it at the same moment waits for the first's row locks
 * (PostgreSQL) or its transaction (SQLite), then finds `notified_at` set and takes nothing.
 */
export function claimDueReminders(db: Db, now: Instant): Promise<ClaimedReminder[]> {
  return db
    .updateTable('schedule_reminders_sent')
    .set({ notified_at: now })
    .where('notified_at', 'is', null)
    .where('due_at', '<=', now)
    .returning(['schedule_id', 'occurrence_start', 'user_id', 'due_at'])
    .execute();
}

/** Titles of events by id. */
export async function findScheduleTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('schedules')
    .select(['id', 'title'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
