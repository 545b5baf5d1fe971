import { expect, type Page, test } from '@playwright/test';
import { users } from './support/env.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * The boot shell of index.html (apps/web/build/boot-shell.ts): the loading overlay drawn by the HTML
 * alone, in the saved theme, its inline scripts allowed by the CSP's hashes; the signed-in preloads
 * only with a session and never on /login. The app's own scripts are held back where the test looks
 * at the page before they run.
 */
const cspErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
};

/** Stops every JavaScript file of the build: what is left is what the HTML draws by itself. */
const withoutAppScripts = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

test('without its JavaScript the page shows the overlay in the saved dark theme, with the dark logo', async ({
  page,
}) => {
  const errors = cspErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('officina:theme', JSON.stringify({ state: { mode: 'dark' }, version: 0 }));
  });
  await withoutAppScripts(page);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const overlay = page.locator('#boot-shell');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('img')).toHaveAttribute('src', '/logo-dark.svg');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 17, 19)');
  expect(errors).toEqual([]);
});

test('the light theme by default, and the app replaces the shell once it runs', async ({ page }) => {
  const errors = cspErrors(page);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the signed-in chunks are preloaded with a session only, never on /login', async ({ page }) => {
  const errors = cspErrors(page);
  await withoutAppScripts(page);
  const preloads = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
    );
  await page.goto('/dashboard');
  expect((await preloads()).some((href) => /authenticated-layout/.test(href))).toBe(false);

  await page.evaluate(() => localStorage.setItem('officina:session', '{"state":{}}'));
  await page.goto('/login');
  expect((await preloads()).some((href) => /authenticated-layout|\/mui-/.test(href))).toBe(false);
  await page.goto('/dashboard');
  const hrefs = await preloads();
  expect(hrefs.some((href) => /authenticated-layout/.test(href))).toBe(true);
  expect(hrefs.some((href) => /\/mui-/.test(href))).toBe(true);
  // The large chunks, evaluated one task each before the layout (app/boot-pacing.ts): MUI's is one.
  const evaluateFirst = await page.evaluate(
    () => (globalThis as { __officinaEvaluateFirst?: string[] }).__officinaEvaluateFirst,
  );
  expect(evaluateFirst?.some((file) => /^\/assets\/mui-[\w-]+\.js$/.test(file))).toBe(true);
  expect(errors).toEqual([]);
});

test("React's first render comes after the HTML's logo was painted: that logo is the first largest paint", async ({
  page,
}) => {
  await signInToDashboard(page, users.admin);
  // A cold load of a signed-in page: when the largest paints happened, and when React took the HTML's
  // overlay away (its first render replaces #root's content).
  await page.addInitScript(() => {
    const seen = { paints: [] as number[], shellGone: 0 };
    (globalThis as { __seen?: typeof seen }).__seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const watch = new MutationObserver(() => {
      if (!document.getElementById('boot-shell') && document.getElementById('root')) {
        seen.shellGone = performance.now();
        watch.disconnect();
      }
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Clienti', level: 1 })).toBeVisible();
  const seen = await page.evaluate(
    () => (globalThis as { __seen?: { paints: number[]; shellGone: number } }).__seen,
  );
  expect(seen?.shellGone).toBeGreaterThan(0);
  expect(seen?.paints[0]).toBeLessThan(seen?.shellGone ?? 0);
});

test('signed-in pages that validate with zod break no CSP rule: zod runs jitless from the first script', async ({
  page,
}) => {
  // What the browser refused (zod's JIT probes with `new Function('')`, which script-src refuses and
  // reports even though zod catches the throw), collected from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await signInToDashboard(page, users.sales);
  const jitless = await page.evaluate(
    () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless,
  );
  expect(jitless).toBe(true);
  // A form validated on the client (a zod object parsed): the new client's, sent empty.
  await page.getByRole('link', { name: 'Clienti', exact: true }).click();
  await page.getByRole('link', { name: 'Nuovo cliente' }).click();
  await page.getByRole('button', { name: 'Crea cliente' }).click();
  await expect(page.getByText('Inserisci la ragione sociale').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});
