import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendQueuedEmail } from '../modules/notifications/notification-email.ts';
import { startNotificationMaintenanceJob } from '../modules/notifications/notification-maintenance-job.ts';
import { startNotificationTriggerJobs } from '../modules/notifications/triggers/trigger-jobs.ts';
import { startDeliveryWorker } from '../modules/push/delivery-worker.ts';
import { startReminderJob } from '../modules/schedules/schedule-reminder-job.ts';
import type { BackgroundJob } from './interval-job.ts';

export type { BackgroundJob } from './interval-job.ts';

/**
 * Starts every background job of the server (an extension point: a module's job is one line here).
 * Each is safe on several instances — its runs are claimed (jobs/job-runs.ts, primary keys, queue
 * rows locked by one worker) — and the sweeps take the job lock (ctx.jobLock: Redis, or in-process)
 * so that one instance at a time does the work; each is stopped before the database closes (preClose runs
 * ahead of the onClose hooks).
 */
export function startBackgroundJobs(app: FastifyInstance, ctx: AppContext): void {
  const jobs: BackgroundJob[] = [
    // Events' reminders recorded as due (schedule_reminders_sent), every 60 s.
    startReminderJob(ctx.db, app.log, undefined, ctx.jobLock),
    // Triggers: the activity log followed, the morning sweep (to-dos, contracts), reminders → notifications.
    startNotificationTriggerJobs(ctx, app.log),
    // Pushes and e-mails from the persistent queue (the e-mail channel handed over from
    // notifications, so push and notifications don't import each other). No job lock: its rows are
    // claimed one by one, so every instance's worker shares the sending.
    startDeliveryWorker(ctx, app.log, { sendEmail: sendQueuedEmail }),
    // Notifications older than 90 days removed; the daily e-mail digest.
    startNotificationMaintenanceJob(ctx, app.log),
  ];
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
