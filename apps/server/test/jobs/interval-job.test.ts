import { describe, expect, it } from 'vitest';
import { startIntervalJob } from '../../src/jobs/interval-job.ts';
import type { Log } from '../../src/log.ts';

function recordingLog() {
  const lines: string[] = [];
  const log: Log = {
    info: (_fields, message) => lines.push(`info ${message}`),
    warn: (_fields, message) => lines.push(`warn ${message}`),
    error: (_fields, message) => lines.push(`error ${message}`),
  };
  return { log, lines };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background jobs on an interval', () => {
  it('a slow run is never doubled by the next ticks, and stop waits for it', async () => {
    const { log } = recordingLog();
    let active = 0;
    let most = 0;
    let finished = 0;
    const job = startIntervalJob({
      name: 'lenta',
      intervalMs: 5,
      log,
      async run() {
        active += 1;
        most = Math.max(most, active);
        await pause(60);
        active -= 1;
        finished += 1;
      },
    });
    await pause(100);
    await job.stop();
    expect(most).toBe(1);
    expect(active).toBe(0);
    const after = finished;
    await pause(50);
    expect(finished).toBe(after);
  });

  it('a streak of failures is logged once, a lost database says so, the recovery is logged; nothing is thrown', async () => {
    const { log, lines } = recordingLog();
    let fail = true;
    let runs = 0;
    const job = startIntervalJob({
      name: 'coda',
      intervalMs: 5,
      log,
      async run() {
        runs += 1;
        if (fail) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
      },
    });
    await pause(60);
    const failedRuns = runs;
    fail = false;
    await pause(40);
    await job.stop();
    expect(failedRuns).toBeGreaterThan(2);
    expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn coda: (database unavailable|failed), retrying at the next tick$/);
    expect(lines).toContain('info coda: working again');
  });

  it('the first run can come sooner than a whole interval', async () => {
    const { log } = recordingLog();
    let runs = 0;
    const job = startIntervalJob({
      name: 'prima',
      intervalMs: 60_000,
      firstDelayMs: 10,
      log,
      async run() {
        runs += 1;
      },
    });
    await pause(60);
    await job.stop();
    expect(runs).toBe(1);
  });
});
