import type { Page } from '@playwright/test';

/**
 * Runs `work` (an axe scan) with the page's clock held: paused where it is and moved on 1 ms at a
 * time while `work` runs, for the zero-delay timers axe itself waits on (axe hangs on a clock that
 * only stands still); let go afterwards. A page that acts after a delay — the error page goes home
 * after 5 s — then stays as it is for 4,000 of those steps, whatever the machine's speed: a slow CI
 * run (2026-11-28) took longer than 5 s to scan it. The context's clock must have been installed
 * (`page.clock.install()`) before the page was loaded.
 */
export async function withHeldClock<T>(page: Page, work: () => Promise<T>): Promise<T> {
  // A second ahead of the page's time: by the time the pause arrives its clock has moved on, and
  // a pause in its past is refused.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  let running = true;
  const stepping = (async () => {
    while (running) {
      // The clock is the context's: axe's analyze() opens a blank page of its own in the context to
      // finish its run and closes it, and a step that lands as it closes is refused ("Target page,
      // context or browser has been closed") — the next step goes on.
      await page.clock.runFor(1).catch(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  })();
  try {
    return await work();
  } finally {
    running = false;
    await stepping;
    await page.clock.resume();
  }
}
