import type { Db } from '../../db/database.ts';
import type { Log } from '../../log.ts';
import { runReminderSweep } from './schedule-reminder.service.ts';

/** How often the reminders are swept when the server runs. */
export const REMINDER_INTERVAL_MS = 60_000;

export interface ReminderJob {
  /** Stops the interval and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * Sweeps the due reminders every `intervalMs` (runReminderSweep). A sweep still running when the
 * next tick comes is not doubled; a failed sweep is logged and the next tick tries again. The
 * timer does not keep the process alive.
 */
export function startReminderJob(db: Db, log: Log, intervalMs = REMINDER_INTERVAL_MS): ReminderJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runReminderSweep(db)
      .then((count) => {
        if (count > 0) log.info({ reminders: count }, 'schedule reminders recorded');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'schedule reminder sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
