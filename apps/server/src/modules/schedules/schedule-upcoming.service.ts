import { addDays, romeDateOf, type ScheduleUpcoming } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { romeLocal } from './schedule-overlay.ts';
import { listRemindersOf } from './schedule-reminder.repository.ts';
import { listScheduleWindow, type ScheduleActor } from './schedule-window.ts';

const UPCOMING_DAYS = 7;

/**
 * GET /schedules/upcoming: the occurrences of the events the user organises or attends that have
 * not ended yet and start within the next 7 days, in start order; `reminder_due` tells whether the
 * reminder of that occurrence has been raised for the user (a pending notification).
 */
export async function listUpcomingSchedules(
  db: Db,
  actor: ScheduleActor,
  now: Date = new Date(),
): Promise<ScheduleUpcoming> {
  const nowMs = now.getTime();
  const today = romeDateOf(nowMs);
  const nowLocal = romeLocal(now.toISOString());
  const untilLocal = romeLocal(new Date(nowMs + UPCOMING_DAYS * 86_400_000).toISOString());
  const window = await listScheduleWindow(db, actor, {
    from: today,
    to: addDays(today, UPCOMING_DAYS),
    user_ids: [actor.userId],
  });
  const upcoming = window.data.filter((occurrence) =>
    occurrence.all_day
      ? occurrence.end >= today && occurrence.start <= untilLocal.slice(0, 10)
      : occurrence.end > nowLocal && occurrence.start < untilLocal,
  );
  const raised = await listRemindersOf(db, actor.userId, [...new Set(upcoming.map((o) => o.id))]);
  return {
    data: upcoming.map((occurrence) => ({
      ...occurrence,
      reminder_due: raised.has(`${occurrence.id}|${occurrence.occurrence_start}`),
    })),
  };
}
