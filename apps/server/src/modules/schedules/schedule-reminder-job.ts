import type { Db } from '../../db/database.ts';
import { type BackgroundJob, startIntervalJob } from '../../jobs/interval-job.ts';
import type { JobLock } from '../../jobs/job-lock.ts';
import type { Log } from '../../log.ts';
import { runReminderSweep } from './schedule-reminder.service.ts';

/** How often the reminders are swept when the server runs. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * Sweeps the due reminders every `intervalMs` (runReminderSweep), as every background job runs
 * (jobs/interval-job.ts: no overlapping sweeps, one instance at a time with `lock`, a failure logged
 * once per streak and tried again).
 */
export function startReminderJob(
  db: Db,
  log: Log,
  intervalMs = REMINDER_INTERVAL_MS,
  lock?: JobLock,
): BackgroundJob {
  return startIntervalJob({
    name: 'schedule reminders',
    intervalMs,
    log,
    lock,
    async run() {
      const count = await runReminderSweep(db);
      if (count > 0) log.info({ reminders: count }, 'schedule reminders recorded');
    },
  });
}
