import { describe, expect, it } from 'vitest';
import { costMark, costSince } from '../src/db/sqlite.ts';

/** What the SQLite read routing learns a statement cost (db/sqlite.ts costSince). */
describe('costSince', () => {
  it('counts a statement that really works for 20 ms of CPU as at least 20 ms', () => {
    const before = performance.now();
    const mark = costMark();
    const start = process.threadCpuUsage();
    let x = 0;
    for (;;) {
      for (let i = 0; i < 10_000; i++) x += Math.sqrt(i);
      const used = process.threadCpuUsage(start);
      // Both clocks past 20 ms: the kernel accounts CPU time in chunks, so the CPU reading can say
      // 20 ms while 17 ms have passed on the clock (seen in a CI run).
      if (used.user + used.system >= 20_000 && performance.now() - mark.wall >= 20) break;
    }
    const cost = costSince(mark);
    expect(x).toBeGreaterThan(0);
    expect(cost).toBeGreaterThanOrEqual(20);
    // Never more than the clock says passed: time the machine gave other threads is not counted.
    expect(cost).toBeLessThanOrEqual(performance.now() - before);
  });

  it('is the lesser of CPU and wall time: waiting costs nothing', async () => {
    const mark = costMark();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(costSince(mark)).toBeLessThan(20);
  });
});
