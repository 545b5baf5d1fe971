import { expect, type Page, type Request } from '@playwright/test';

/**
 * Playwright's `networkidle` waits for no request in flight for 500 ms; a signed-in page always has
 * one: the live events stream (`GET /api/events`) stays open by design. This waits the same way but
 * leaves the stream out.
 */
const LONG_LIVED = (url: string) => new URL(url).pathname === '/api/events';

const trackers = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight (call before navigating, for the first page). */
export function trackRequests(page: Page): Set<Request> {
  let inFlight = trackers.get(page);
  if (inFlight) return inFlight;
  const requests = new Set<Request>();
  inFlight = requests;
  trackers.set(page, requests);
  page.on('request', (request) => {
    if (!LONG_LIVED(request.url())) requests.add(request);
  });
  const done = (request: Request) => requests.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return requests;
}

/** Resolves once no request but the live events stream has been in flight for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = trackRequests(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
  throw new Error(
    `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
  );
}

/**
 * Waits until the page has drawn its data: no request in flight (but the live events stream) and no
 * spinner or skeleton left — what an axe scan needs, or a click on a strip whose labels still grow.
 * Up to 30 s: a page's data took more than 10 s to draw on a VM 2–3× slower than usual.
 */
export async function pageAtRest(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root, [aria-busy="true"]')).toHaveCount(
    0,
    { timeout: 30_000 },
  );
}
