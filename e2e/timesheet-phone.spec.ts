import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import { signInToDashboard } from './support/session.ts';

// A phone (issue 23): the week grid scrolls inside its own box, the page does not get wider.
test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the timesheet scrolls inside its grid, with the project column sticky, and the page keeps its width', async ({
  page,
}) => {
  await signInToDashboard(page, users.admin);
  await page.goto('/timesheet');
  const grid = page.getByRole('table', { name: /^Foglio ore/ });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Voci della settimana' })).toBeVisible();

  // Nothing on the page is wider than the screen.
  await expectNoSidewaysScroll(page);

  // The grid's box scrolls sideways; the project column stays where it is while the days move.
  const box = grid.locator('xpath=..');
  const { scrollable, before, after } = await box.evaluate((el) => {
    const first = el.querySelector('tbody tr td, thead tr th') as HTMLElement;
    const before = first.getBoundingClientRect().left;
    el.scrollLeft = 300;
    const after = first.getBoundingClientRect().left;
    return { scrollable: el.scrollWidth > el.clientWidth, before, after };
  });
  expect(scrollable).toBe(true);
  expect(after).toBe(before);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
