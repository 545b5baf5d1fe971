import { expect, type Page } from '@playwright/test';

/**
 * Navigates the signed-in app to `url` as a link does: history + popstate, no reload of the bundle
 * (the router reads the new location, the page's chunk and data load as after a click). Resolves
 * once the address has `url`'s path (a page may tidy its query); what the page then draws is the
 * caller's to wait for.
 *
 * `url` is a page's own address, not an alias the app redirects (`/settings` → `/admin/lookups`):
 * the redirect may land before the address is read, and then this fails (CI, 2026-11-28).
 */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  const path = new URL(url, page.url()).pathname;
  await expect
    .poll(() => new URL(page.url()).pathname, { message: `${url} left for another address: is it an alias?` })
    .toBe(path);
}
