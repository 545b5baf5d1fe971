import type { Db } from '../../db/database.ts';
import type { Instant } from '../../db/values.ts';

/** An event with a reminder that may fall due: its shape for expansion and who is reminded. */
export interface ReminderCandidateRow {
  id: number;
  start_local: string;
  end_local: string;
  all_day: boolean | number;
  rrule: string | null;
  skip_holidays: boolean | number;
  reminder_minutes: number;
  created_by: number | null;
}

/**
 * Events with a reminder whose first occurrence starts before `untilIso` (the furthest a reminder
 * looks ahead) and whose last one has not ended at `nowIso`.
 */
export async function listReminderCandidates(
  db: Db,
  nowIso: Instant,
  untilIso: Instant,
): Promise<ReminderCandidateRow[]> {
  const rows = await db
    .selectFrom('schedules')
    .select([
      'id',
      'start_local',
      'end_local',
      'all_day',
      'rrule',
      'skip_holidays',
      'reminder_minutes',
      'created_by',
    ])
    .where('reminder_minutes', 'is not', null)
    .where('starts_at', '<=', untilIso)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso)]))
    .orderBy('id')
    .execute();
  return rows as ReminderCandidateRow[];
}

/** Attendees of the given events, by event id. */
export async function listAttendeeIds(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('schedule_attendees')
      .select(['schedule_id', 'user_id'])
      .where('schedule_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) out.set(row.schedule_id, [...(out.get(row.schedule_id) ?? []), row.user_id]);
  }
  return out;
}

export interface ReminderRow {
  schedule_id: number;
  occurrence_start: string;
  user_id: number;
  due_at: Instant;
  created_at: Instant;
}

/**
 * Records reminders, ignoring those already recorded (primary key: event, occurrence, user), so
 * two instances sweeping at once raise each reminder once. Answers how many rows were new.
 */
export async function insertReminders(db: Db, rows: readonly ReminderRow[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 200) {
    const result = await db
      .insertInto('schedule_reminders_sent')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['schedule_id', 'occurrence_start', 'user_id']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** The occurrences (as `schedule_id|occurrence_start`) of the given events whose reminder was raised for a user. */
export async function listRemindersOf(db: Db, userId: number, ids: readonly number[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('schedule_reminders_sent')
      .select(['schedule_id', 'occurrence_start'])
      .where('user_id', '=', userId)
      .where('schedule_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) out.add(`${row.schedule_id}|${row.occurrence_start}`);
  }
  return out;
}
