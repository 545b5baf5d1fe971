import { expect, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

test('a page chunk that fails to load reloads the app once, then only logs', async ({ page }) => {
  await signInToDashboard(page, users.admin);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  let chunkRequests = 0;
  await page.route(/\/assets\/profile-page-[^/]*\.js$/, (route) => {
    chunkRequests += 1;
    return route.abort();
  });
  await page.goto('/profile');
  await expect.poll(() => chunkRequests).toBeGreaterThanOrEqual(2);
  await expect.poll(() => errors.some((e) => /chunk|caricare|import/i.test(e))).toBe(true);
  // one navigation by us, one reload by the app, and no more
  await page.waitForTimeout(1_500);
  expect(documentLoads).toBe(2);
  expect(chunkRequests).toBe(2);
  await page.unroute(/\/assets\/profile-page-[^/]*\.js$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profilo', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => /reload/i.test(k)))).toEqual([]);
});
