import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { type BackgroundJob, startIntervalJob } from '../../jobs/interval-job.ts';
import { INSTANCE_ID } from '../../jobs/job-runs.ts';
import type { Log } from '../../log.ts';
import {
  claimDeliveries,
  findDeliveryDevice,
  markFailed,
  markSent,
  scheduleRetry,
} from './delivery-queue.repository.ts';
import { deleteDevice } from './push-device.repository.ts';
import { payloadToSend } from './push-payload.ts';
import { EndpointRefusedError, sendWebPush } from './push-sender.ts';
import { vapidDetails } from './vapid-keys.ts';

export const DELIVERY_INTERVAL_MS = 1000;
/** Rows one batch claims; sent 8 at a time. */
export const DELIVERY_BATCH_SIZE = 50;
const CONCURRENCY = 8;
/** A claim lapses after this (a worker that died mid-batch): another worker takes the rows again. */
export const DELIVERY_LOCK_MS = 5 * 60 * 1000;
/** The attempt that fails the 8th time gives the row up (`failed_at`). */
export const DELIVERY_MAX_ATTEMPTS = 8;
/** Back-off after the n-th failure (n from 0): 30 s × 2ⁿ, at most 2 h; a Retry-After asking longer wins (≤ 24 h). */
export const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 2 * 60 * 60 * 1000;
const RETRY_AFTER_MAX_MS = 24 * 60 * 60 * 1000;

/** Sends one queued e-mail (its row's JSON payload); throwing means "try again later". */
export type EmailSender = (ctx: AppContext, payload: unknown) => Promise<void>;

export interface DeliveryOptions {
  /** Who claims the rows: this process by default; two workers in one test need two. */
  claimant?: string;
  limit?: number;
  /** The e-mail channel (modules/notifications, handed over by jobs/background.ts). */
  sendEmail?: EmailSender;
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Devices deleted because their push service said the subscription is gone (404, 410). */
  pruned: number;
}

type Outcome = 'sent' | 'retried' | 'failed' | 'pruned';
type Claimed = Awaited<ReturnType<typeof claimDeliveries>>[number] & { claimant: string };

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | string[] | undefined, now: Date): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

export function backoffMs(failuresBefore: number, retryAfter: number | null): number {
  const backoff = Math.min(RETRY_BASE_MS * 2 ** failuresBefore, RETRY_MAX_MS);
  return Math.max(backoff, Math.min(retryAfter ?? 0, RETRY_AFTER_MAX_MS));
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function deliverPush(
  ctx: AppContext,
  row: Claimed,
  now: Date,
): Promise<Outcome | { retry: string; after: number | null }> {
  const claimant = row.claimant;
  const at = now.toISOString();
  const device = row.device_id ? await findDeliveryDevice(ctx.db, row.device_id, at) : undefined;
  if (!device) {
    await markFailed(ctx.db, row.id, claimant, at, 'Dispositivo eliminato');
    return 'failed';
  }
  // A push for a user goes only while the session that set the device's user lives (logout stops it).
  if (row.user_id !== null && (device.user_id !== row.user_id || !device.live_session)) {
    await markFailed(ctx.db, row.id, claimant, at, 'Sessione dell’utente terminata: non inviata');
    return 'failed';
  }
  let response: Awaited<ReturnType<typeof sendWebPush>>;
  try {
    response = await sendWebPush(
      device,
      payloadToSend(row.payload, ctx.config.appUrl),
      vapidDetails(ctx.config),
      ctx.config.push.endpointAllow,
    );
  } catch (error) {
    if (error instanceof EndpointRefusedError) {
      await markFailed(ctx.db, row.id, claimant, at, `Indirizzo non ammesso: ${describe(error)}`);
      return 'failed';
    }
    return { retry: describe(error), after: null };
  }
  const { status } = response;
  if (status >= 200 && status < 300) {
    await markSent(ctx.db, row.id, claimant, at);
    return 'sent';
  }
  if (status === 404 || status === 410) {
    await deleteDevice(ctx.db, device.id);
    return 'pruned';
  }
  if (status === 429 || status >= 500) {
    return {
      retry: `HTTP ${status}: ${response.body.slice(0, 200)}`,
      after: retryAfterMs(response.headers['retry-after'], now),
    };
  }
  await markFailed(ctx.db, row.id, claimant, at, `HTTP ${status}: ${response.body.slice(0, 200)}`);
  return 'failed';
}

async function deliver(
  ctx: AppContext,
  row: Claimed,
  now: Date,
  sendEmail: EmailSender | undefined,
): Promise<Outcome> {
  let result: Outcome | { retry: string; after: number | null };
  if (row.channel === 'push') {
    result = await deliverPush(ctx, row, now);
  } else if (!sendEmail) {
    result = { retry: 'Invio delle e-mail non configurato', after: null };
  } else {
    try {
      await sendEmail(ctx, JSON.parse(row.payload));
      await markSent(ctx.db, row.id, row.claimant, now.toISOString());
      result = 'sent';
    } catch (error) {
      result = { retry: describe(error), after: null };
    }
  }
  if (typeof result === 'string') return result;
  if (row.attempts + 1 >= DELIVERY_MAX_ATTEMPTS) {
    await markFailed(ctx.db, row.id, row.claimant, now.toISOString(), result.retry);
    return 'failed';
  }
  const delay = backoffMs(row.attempts, result.after);
  await scheduleRetry(ctx.db, row.id, row.claimant, {
    at: new Date(now.getTime() + delay).toISOString(),
    error: result.retry,
  });
  return 'retried';
}

/**
 * One pass of the queue: claims the due rows (delivery-queue.repository.ts: a row is sent by one
 * worker across instances) and delivers them. Push: 2xx sent; 404/410 the device deleted (its rows
 * go with it); 429, 5xx and network errors retried with back-off (Retry-After honoured), given up
 * after 8 attempts; any other answer given up with its status. E-mail: `sendEmail`, retried when it
 * throws. A row whose outcome can't be written (the database went away) stays claimed until its
 * lock lapses and is then tried again, so a delivery is at least once. `now` drives the due times
 * (tests move it forward).
 */
export async function runDeliveryBatch(
  ctx: AppContext,
  now: Date = new Date(),
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const claimant = options.claimant ?? `${INSTANCE_ID}:${randomUUID()}`;
  const rows = await claimDeliveries(ctx.db, ctx.engine, {
    now: now.toISOString(),
    lockedUntil: new Date(now.getTime() + DELIVERY_LOCK_MS).toISOString(),
    claimant,
    limit: options.limit ?? DELIVERY_BATCH_SIZE,
  });
  const result: DeliveryResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0, pruned: 0 };
  const queue = rows.map((row) => ({ ...row, claimant }));
  const errors: unknown[] = [];
  const work = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        result[await deliver(ctx, row, now, options.sendEmail)] += 1;
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, work));
  if (errors.length > 0) throw errors[0];
  return result;
}

/**
 * Runs the queue every second (a batch that fills up is followed at once by the next). A failed
 * batch — the database gone, say — is logged (once per streak) and the next tick tries again; the
 * process never stops for it. `stop` ends the timer and waits for the batch under way.
 */
export function startDeliveryWorker(
  ctx: AppContext,
  log: Log,
  channels: { sendEmail?: EmailSender } = {},
  intervalMs = DELIVERY_INTERVAL_MS,
): BackgroundJob {
  let stopped = false;
  const job = startIntervalJob({
    name: 'delivery queue',
    intervalMs,
    log,
    // Batch after batch while they come full, so a burst is not spread over many ticks.
    async run() {
      for (;;) {
        const result = await runDeliveryBatch(ctx, new Date(), { ...channels });
        if (result.claimed > 0) log.info({ ...result }, 'delivery queue: batch done');
        if (stopped || result.claimed < DELIVERY_BATCH_SIZE) return;
      }
    },
  });
  return {
    async stop() {
      stopped = true;
      await job.stop();
    },
  };
}
