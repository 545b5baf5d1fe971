import { romeDateOf } from '@officina/contracts';
import { type BackgroundJob, startIntervalJob } from '../../../jobs/interval-job.ts';
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
  const job = (name: string, intervalMs: number, run: () => Promise<unknown>) =>
    startIntervalJob({ name: `notification trigger ${name}`, intervalMs, log, run, lock: ctx.jobLock });
  let sweptDay: string | null = null;
  const tasks = [
    job('activity', intervals.activity, () => followActivity(ctx)),
    job('reminders', intervals.reminders, () => raiseDueReminders(ctx)),
    job('morning', intervals.morning, async () => {
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
