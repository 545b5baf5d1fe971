import { romeDateOf } from '@officina/contracts';
import { databaseErrorKind } from '../../../db/errors.ts';
import type { BackgroundJob } from '../../../jobs/background.ts';
import type { Log } from '../../../log.ts';
import { followActivity } from './activity-follower.ts';
import { raiseDueReminders } from './due-reminders.ts';
import { runMorningSweep } from './morning-sweep.ts';
import type { TriggerContext } from './trigger-context.ts';

export { followActivity } from './activity-follower.ts';
export { raiseDueReminders } from './due-reminders.ts';
export { runMorningSweep } from './morning-sweep.ts';

/** How often each trigger runs, in ms. */
export interface TriggerIntervals {
  /** The activity follower: its tick is one indexed probe when nothing was written. */
  activity: number;
  reminders: number;
  morning: number;
}

export const TRIGGER_INTERVALS: TriggerIntervals = { activity: 1_000, reminders: 10_000, morning: 60_000 };

/**
 * A task run every `intervalMs` that never overlaps itself; a failure is logged once per streak (a
 * lost database connection says so) and retried at the next tick, never thrown.
 */
function every(name: string, intervalMs: number, log: Log, run: () => Promise<unknown>) {
  let running: Promise<void> | null = null;
  let failing = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then(() => {
        if (failing) log.info({ job: name }, 'notification trigger working again');
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) {
          const unavailable = databaseErrorKind(error) === 'unavailable';
          log.warn(
            { job: name, err: error },
            unavailable
              ? 'notification trigger: database unavailable, retrying at the next tick'
              : 'notification trigger failed, retrying at the next tick',
          );
        }
        failing = true;
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The notification triggers of the server (docs/modules/notification-triggers.md): the activity
 * follower every second, the recorded reminders every 10 s, the morning sweep checked every minute
 * (it runs once per Rome day from 07:30, claimed across instances). `stop` ends the timers and
 * waits for the runs under way.
 */
export function startNotificationTriggerJobs(
  ctx: TriggerContext,
  log: Log,
  intervals: TriggerIntervals = TRIGGER_INTERVALS,
): BackgroundJob {
  let sweptDay: string | null = null;
  const tasks = [
    every('activity', intervals.activity, log, () => followActivity(ctx)),
    every('reminders', intervals.reminders, log, () => raiseDueReminders(ctx)),
    every('morning', intervals.morning, log, async () => {
      // Claimed already (here, or found claimed by another instance): nothing to ask until tomorrow.
      if (sweptDay === romeDateOf(Date.now())) return;
      const result = await runMorningSweep(ctx);
      if (result.status === 'ran')
        log.info({ day: result.day, raised: result.raised }, 'morning notifications raised');
      if (result.status !== 'early') sweptDay = result.day;
    }),
  ];
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
    },
  };
}
