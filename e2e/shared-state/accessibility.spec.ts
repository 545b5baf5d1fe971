import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { Api } from '../support/api.ts';
import { users } from '../support/env.ts';
import { withHeldClock } from '../support/held-clock.ts';
import { pageAtRest, trackRequests } from '../support/network.ts';
import { signInToDashboard, startOnLightTheme } from '../support/session.ts';

async function seriousViolations(page: Page) {
  // The page at rest first: a CI run (2026-11-27) read the profile's «Esci da tutti gli altri
  // dispositivi» while the sessions list arrived and turned it from disabled to enabled mid-scan.
  await pageAtRest(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Colours are checked at rest: no transition half-way (a button's background fades in 250 ms).
test.use({ reducedMotion: 'reduce' });

// Every request of the page counted from the start, for pageAtRest in seriousViolations.
test.beforeEach(({ page }) => {
  trackRequests(page);
});

test('login and error pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The error page goes home after 5 s: its scan holds the page's clock (support/held-clock.ts).
  await page.clock.install();
  await page.goto('/error/404');
  await expect(page.getByText('Pagina non trovata!')).toBeVisible();
  expect(await withHeldClock(page, () => seriousViolations(page))).toEqual([]);
  // The scan read this page, not the next one.
  await expect(page).toHaveURL(/\/error\/404$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`dashboard and profile have no serious accessibility violation (${theme})`, async ({
    page,
    request,
  }) => {
    // The theme is kept per user on the server: whatever a run before left, this one starts light.
    await startOnLightTheme(await Api.as(request, users.accounting));
    await signInToDashboard(page, users.accounting);
    if (theme === 'dark') await page.getByRole('button', { name: 'Tema scuro' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profilo', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (theme === 'dark') await page.getByRole('button', { name: 'Tema chiaro' }).click();
  });
}
