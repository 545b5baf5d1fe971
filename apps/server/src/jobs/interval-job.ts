import { databaseErrorKind } from '../db/errors.ts';
import type { Log } from '../log.ts';
import type { JobLock } from './job-lock.ts';

/** A job the server runs beside the requests; `stop` ends its timer and waits for a run under way. */
export interface BackgroundJob {
  stop(): Promise<void>;
}

export interface IntervalJobOptions {
  /** Named in the log lines ("delivery queue", "notification trigger activity"…). */
  name: string;
  intervalMs: number;
  log: Log;
  /** One run; what it answers is ignored. A throw is logged and the next tick tries again. */
  run: () => Promise<unknown>;
  /** The first run after this delay instead of a whole interval (e.g. a 5-minute job's first look). */
  firstDelayMs?: number;
  /**
   * Across instances, one at a time: a tick whose lock another instance holds is skipped (the lock
   * saves duplicate work; the database claims keep the run correct without it). Held for the run,
   * renewed while it lasts, given back at its end.
   */
  lock?: JobLock;
}

/** A held job lock lapses after this unless renewed (a holder that died frees it by then). */
export const JOB_LOCK_TTL_MS = 30_000;

/** Runs `run` holding `name`'s lock (renewed every third of its time); undefined when another holds it. */
async function runLocked<T>(lock: JobLock, name: string, run: () => Promise<T>): Promise<T | undefined> {
  const lease = await lock.acquire(name, JOB_LOCK_TTL_MS);
  if (!lease) return undefined;
  const renew = setInterval(() => void lease.extend(JOB_LOCK_TTL_MS), JOB_LOCK_TTL_MS / 3);
  renew.unref();
  try {
    return await run();
  } finally {
    clearInterval(renew);
    await lease.release();
  }
}

/**
 * Runs `run` every `intervalMs`, the way every background job of the server runs: a run still going
 * when the next tick comes is not doubled; a failure is logged once per streak of failures (a lost
 * database connection says so) and tried again at the next tick, never thrown; the recovery is
 * logged; the timers do not keep the process alive; `stop` ends them and waits for a run under way.
 */
export function startIntervalJob({
  name,
  intervalMs,
  log,
  run,
  firstDelayMs,
  lock,
}: IntervalJobOptions): BackgroundJob {
  let running: Promise<void> | null = null;
  let failing = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (lock ? runLocked(lock, name, run) : run())
      .then(() => {
        if (failing) log.info({ job: name }, `${name}: working again`);
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) {
          const unavailable = databaseErrorKind(error) === 'unavailable';
          log.warn(
            { job: name, err: error },
            unavailable
              ? `${name}: database unavailable, retrying at the next tick`
              : `${name}: failed, retrying at the next tick`,
          );
        }
        failing = true;
      })
      .finally(() => {
        running = null;
      });
  };
  const first = firstDelayMs === undefined ? null : setTimeout(tick, firstDelayMs);
  first?.unref();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
