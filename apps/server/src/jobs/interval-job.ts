import { databaseErrorKind } from '../db/errors.ts';
import type { Log } from '../log.ts';

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
}: IntervalJobOptions): BackgroundJob {
  let running: Promise<void> | null = null;
  let failing = false;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
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
