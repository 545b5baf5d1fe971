import { scheduleAppPath } from '../../schedules/schedule-paths.ts';
import { announceNotifications, type NotificationDraft, raiseNotifications } from '../notification-raise.ts';
import { loadPeople } from './people.ts';
import { claimDueReminders, findScheduleTitles } from './reminders.repository.ts';
import type { TriggerContext } from './trigger-context.ts';
import { italianWallTime, quoted } from './trigger-format.ts';

/** A reminder claimed this long after it fell due (the server was down) is dropped, not sent late. */
export const REMINDER_STALE_MS = 6 * 3_600_000;

/**
 * Turns the reminders the calendar recorded (schedule_reminders_sent, see the schedules' reminder
 * sweep) and that are due by `now` into `schedule_reminder` notifications, each once: the rows are
 * claimed by setting `notified_at` in the transaction that raises them. Answers how many were raised.
 */
export async function raiseDueReminders(ctx: TriggerContext, now: Date = new Date()): Promise<number> {
  const raised = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimDueReminders(trx, now.toISOString());
    const fresh = claimed.filter((r) => now.getTime() - Date.parse(r.due_at) <= REMINDER_STALE_MS);
    if (fresh.length === 0) return [];
    const [titles, people] = await Promise.all([
      findScheduleTitles(trx, [...new Set(fresh.map((r) => r.schedule_id))]),
      loadPeople(trx),
    ]);
    const drafts: NotificationDraft[] = [];
    for (const row of fresh) {
      const title = titles.get(row.schedule_id);
      if (title === undefined || !people.reachable(row.user_id)) continue;
      drafts.push({
        userId: row.user_id,
        kind: 'schedule_reminder',
        title: `Promemoria: ${quoted(title)} il ${italianWallTime(row.occurrence_start)}`,
        link: scheduleAppPath(row.schedule_id, row.occurrence_start),
        entity: 'schedule',
        entityId: row.schedule_id,
        dedupeKey: `schedule_reminder:${row.schedule_id}:${row.occurrence_start}`,
      });
    }
    return drafts.length > 0 ? raiseNotifications(trx, drafts) : [];
  });
  announceNotifications(ctx.bus, raised);
  return raised.length;
}
