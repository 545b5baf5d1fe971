import {
  addDays,
  NOTIFICATION_RETENTION_DAYS,
  parseDay,
  romeDateOf,
  romeToInstant,
} from '@officina/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { type BackgroundJob, startIntervalJob } from '../../jobs/interval-job.ts';
import { claimJobRun } from '../../jobs/job-runs.ts';
import type { Log } from '../../log.ts';
import { enqueueEmailDelivery } from './notification-delivery.repository.ts';
import type { NotificationEmailPayload } from './notification-email.ts';
import {
  deleteFinishedDeliveriesBefore,
  deleteNotificationsBefore,
  deleteOrphanDevicesBefore,
  digestUserIds,
  unreadBetween,
} from './notification-maintenance.repository.ts';

const DAY_MS = 86_400_000;
/** Sent or given-up deliveries are kept this long (for support), then removed. */
export const DELIVERY_RETENTION_DAYS = 7;
/** The digest goes out from this hour of the Rome day on. */
export const DIGEST_HOUR = 8;
/** Notifications listed in one digest; the rest are counted. */
export const DIGEST_MAX_ITEMS = 20;
export const MAINTENANCE_TICK_MS = 5 * 60_000;
export const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Removes notifications older than 90 days, deliveries done more than 7 days ago, and push devices
 * that never got a user in 7 days.
 */
export async function purgeNotifications(
  db: Db,
  now: Date,
): Promise<{ notifications: number; deliveries: number; devices: number }> {
  const notifications = await deleteNotificationsBefore(
    db,
    new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS).toISOString(),
  );
  const deliveries = await deleteFinishedDeliveriesBefore(
    db,
    new Date(now.getTime() - DELIVERY_RETENTION_DAYS * DAY_MS).toISOString(),
  );
  const devices = await deleteOrphanDevicesBefore(
    db,
    new Date(now.getTime() - DELIVERY_RETENTION_DAYS * DAY_MS).toISOString(),
  );
  return { notifications, deliveries, devices };
}

/** 08:00 of a Rome day, as an instant. */
function digestTime(day: string): number {
  const [year, month, date] = parseDay(day);
  return romeToInstant({ year, month, day: date, hour: DIGEST_HOUR, minute: 0, second: 0 });
}

/**
 * The daily digest of `now`'s Rome day, from 08:00 on: for every user with `email_digest` on, one
 * e-mail with their unread notifications raised between 08:00 of the day before and 08:00 of this
 * one (none: no e-mail). Once per day across instances: the claim of `('notification_digest', day)`
 * and the e-mails are written in one transaction, so a run that fails claims nothing and a second
 * run (here or elsewhere, even at the same moment) enqueues nothing. Answers the e-mails queued.
 */
export async function runDigestSweep(db: Db, now: Date): Promise<number> {
  const day = romeDateOf(now.getTime());
  const to = digestTime(day);
  if (now.getTime() < to) return 0;
  const from = new Date(digestTime(addDays(day, -1))).toISOString();
  const until = new Date(to).toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await claimJobRun(trx, 'notification_digest', day))) return 0;
    let queued = 0;
    for (const { id: userId } of await digestUserIds(trx)) {
      const { rows, total } = await unreadBetween(trx, userId, from, until, DIGEST_MAX_ITEMS);
      if (total === 0) continue;
      const payload: NotificationEmailPayload = {
        type: 'digest',
        userId,
        day,
        items: rows,
        more: total - rows.length,
      };
      await enqueueEmailDelivery(trx, { userId, notificationId: null, payload, now: now.toISOString() });
      queued += 1;
    }
    return queued;
  });
}

/**
 * Every 5 minutes: the digest (a no-op before 08:00 and once claimed) and, at most hourly, the
 * purge; the first look 5 s after the start (jobs/interval-job.ts: no overlap, failures logged once
 * per streak and tried again).
 */
export function startNotificationMaintenanceJob(
  ctx: AppContext,
  log: Log,
  tickMs = MAINTENANCE_TICK_MS,
): BackgroundJob {
  let lastPurge = 0;
  return startIntervalJob({
    name: 'notification maintenance',
    intervalMs: tickMs,
    log,
    lock: ctx.jobLock,
    firstDelayMs: 5_000,
    async run() {
      const now = new Date();
      if (now.getTime() - lastPurge >= PURGE_EVERY_MS) {
        const purged = await purgeNotifications(ctx.db, now);
        lastPurge = now.getTime();
        if (purged.notifications + purged.deliveries + purged.devices > 0)
          log.info(purged, 'old notifications and deliveries removed');
      }
      const digests = await runDigestSweep(ctx.db, now);
      if (digests > 0) log.info({ digests }, 'notification digests queued');
    },
  });
}
