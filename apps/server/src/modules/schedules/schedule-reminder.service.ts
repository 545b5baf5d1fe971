import { romeDateOf, SCHEDULE_REMINDER_MAX_MINUTES } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { toBool } from '../../db/values.ts';
import { listExdates } from './schedule-ics.repository.ts';
import { occurrenceStartMs } from './schedule-overlay.ts';
import { findPatronDay } from './schedule-patron.ts';
import { expandSeries } from './schedule-recurrence.ts';
import {
  insertReminders,
  listAttendeeIds,
  listReminderCandidates,
  type ReminderRow,
} from './schedule-reminder.repository.ts';

const MINUTE_MS = 60_000;

/**
 * Records the reminders due at `now`: for every occurrence whose start − reminder ≤ now < start
 * (a reminder "at the start" during its first minute),
 * one row per attendee and for the organiser in `schedule_reminders_sent` (the pending
 * notification the notifications module delivers). Idempotent: a reminder already recorded — by
 * an earlier sweep or another instance — is left alone. Answers how many rows were new.
 */
export async function runReminderSweep(db: Db, now: Date = new Date()): Promise<number> {
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const candidates = await listReminderCandidates(
    db,
    nowIso,
    new Date(nowMs + SCHEDULE_REMINDER_MAX_MINUTES * MINUTE_MS).toISOString(),
  );
  if (candidates.length === 0) return 0;
  const patron = await findPatronDay(db);
  const exdates = await listExdates(
    db,
    candidates.filter((c) => c.rrule).map((c) => c.id),
  );
  const due: { id: number; organiser: number | null; occurrence: string; dueMs: number }[] = [];
  for (const row of candidates) {
    const reminderMs = row.reminder_minutes * MINUTE_MS;
    const occurrences = expandSeries(
      {
        start_local: row.start_local,
        end_local: row.end_local,
        all_day: toBool(row.all_day),
        rrule: row.rrule,
        skip_holidays: toBool(row.skip_holidays),
        exdates: exdates.get(row.id) ?? [],
      },
      romeDateOf(nowMs),
      romeDateOf(nowMs + reminderMs),
      patron,
    );
    for (const occurrence of occurrences) {
      const startMs = occurrenceStartMs(occurrence.start);
      // "At the start" (0 minutes) is due for the minute that follows it, one sweep's time.
      const last = row.reminder_minutes === 0 ? startMs + MINUTE_MS : startMs;
      if (startMs - reminderMs <= nowMs && nowMs < last) {
        due.push({
          id: row.id,
          organiser: row.created_by,
          occurrence: occurrence.occurrence_start,
          dueMs: startMs - reminderMs,
        });
      }
    }
  }
  if (due.length === 0) return 0;
  const attendees = await listAttendeeIds(db, [...new Set(due.map((d) => d.id))]);
  const rows: ReminderRow[] = [];
  for (const item of due) {
    const people = new Set(attendees.get(item.id) ?? []);
    if (item.organiser !== null) people.add(item.organiser);
    for (const userId of people) {
      rows.push({
        schedule_id: item.id,
        occurrence_start: item.occurrence,
        user_id: userId,
        due_at: new Date(item.dueMs).toISOString(),
        created_at: nowIso,
      });
    }
  }
  return insertReminders(db, rows);
}
