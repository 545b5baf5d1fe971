import AxeBuilder from '@axe-core/playwright';
import { PUSH_STATE_LABELS } from '@officina/contracts';
import { expect, type Page } from '@playwright/test';
import { Api } from './support/api.ts';
import { E2E_PUSH_SERVICE_PORTS, users } from './support/env.ts';
import { expectNoSidewaysScroll } from './support/page-width.ts';
import {
  assignTodo,
  pushThroughDevTools,
  shownNotifications,
  stubPushSubscription,
  testWithPushService,
  userIdOf,
} from './support/push.ts';
import { unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * Web Push end to end on this machine: a person turns push on in Profile, someone assigns them a
 * to-do, the server's queue signs (VAPID) and encrypts (aes128gcm) the push to the local push
 * service, which checks and decrypts it; Chromium's real service worker then shows it.
 */
const test = testWithPushService(E2E_PUSH_SERVICE_PORTS.journey);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Colours are checked at rest: no transition half-way.
test.use({ reducedMotion: 'reduce' });

test('push on in Profile, a to-do assigned → the push service gets it signed and encrypted, the worker shows it', async ({
  page,
  context,
  playwright,
  baseURL,
  pushService: service,
}) => {
  await context.grantPermissions(['notifications']);
  await stubPushSubscription(context, service.createSubscription());

  await signInToDashboard(page, users.technician);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifiche push' });
  await expect(section.getByText(PUSH_STATE_LABELS.PERMISSION_GRANTED_NOT_REGISTERED)).toBeVisible();
  await section.getByRole('button', { name: 'Attiva le notifiche push' }).click();
  await expect(section.getByText(PUSH_STATE_LABELS.PERMISSION_GRANTED_REGISTERED)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Disattiva su questo browser' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another user assigns them a to-do through the API.
  const adminRequest = await playwright.request.newContext({ baseURL });
  const admin = await Api.as(adminRequest, users.admin);
  const technicianRequest = await playwright.request.newContext({ baseURL });
  const technicianId = await userIdOf(await Api.as(technicianRequest, users.technician));
  await technicianRequest.dispose();
  const title = `Controllo caldaia push ${unique()}`;
  const todo = await assignTodo(admin, title, technicianId);

  await expect
    .poll(() => service.received.find((item) => item.text.includes(title)), { timeout: 30_000 })
    .toBeTruthy();
  const push = service.received.find((item) => item.text.includes(title));
  expect(service.refused).toEqual([]);
  expect(push?.status).toBe(201);
  expect(push?.vapid.aud).toBe(service.origin);
  const payload = push?.json as {
    notification: { title: string; deep_link: string };
    data: { notification_id: number | null; pusher: { instanceId: string } };
  };
  expect(payload.notification.title).toContain(`«${title}»`);
  expect(payload.notification.deep_link).toBe(`${baseURL}/todos/${todo.id}/detail`);
  expect(payload.data.pusher.instanceId).toBe('officina');

  // Chromium shows it through the real service worker: the decrypted payload, delivered by DevTools.
  const worker = await pushThroughDevTools(page);
  await worker.send(push?.text ?? '');
  await expect
    .poll(async () =>
      (await shownNotifications(page)).find((item) => item.title === payload.notification.title),
    )
    .toMatchObject({
      tag: `officina-${payload.data.notification_id}`,
      data: { link: `${baseURL}/todos/${todo.id}/detail` },
    });

  const storedDeviceId = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('officina-push:officina') ?? '{}') as { deviceId?: string })
          .deviceId ?? null,
    );
  const deviceStatus = async (id: string | null) =>
    (
      await adminRequest.get(`/api/push/device_api/v1/instances/officina/devices/web/${id}/interests`)
    ).status();

  // Off again: the device is deleted on the server.
  const deviceId = await storedDeviceId();
  expect(deviceId).toMatch(/^web-/);
  expect(await deviceStatus(deviceId)).toBe(200);
  await section.getByRole('button', { name: 'Disattiva su questo browser' }).click();
  await expect(section.getByText(PUSH_STATE_LABELS.PERMISSION_GRANTED_NOT_REGISTERED)).toBeVisible();
  expect(await deviceStatus(deviceId)).toBe(404);

  // On again, then logout: the browser's device is deleted too.
  await section.getByRole('button', { name: 'Attiva le notifiche push' }).click();
  await expect(section.getByText(PUSH_STATE_LABELS.PERMISSION_GRANTED_REGISTERED)).toBeVisible();
  const second = await storedDeviceId();
  expect(second).not.toBe(deviceId);
  await page.getByRole('button', { name: 'Menu utente' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => deviceStatus(second)).toBe(404);
  expect(await storedDeviceId()).toBeNull();
  await adminRequest.dispose();
});

test('the service worker is served as JavaScript, revalidated on every load', async ({ request }) => {
  for (const url of ['/service-worker.js', '/service-worker.js?pusherBeamsWebSDKVersion=1.1.0']) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain("addEventListener('push'");
  }
});

test('notifications blocked in the browser: Profile says how to allow them again', async ({ page }) => {
  await signInToDashboard(page, users.accounting);
  // The person blocked notifications for the site (Playwright can only grant; DevTools can deny).
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifiche push' });
  await expect(section.getByText(PUSH_STATE_LABELS.PERMISSION_DENIED)).toBeVisible();
  await expect(section.getByText(/Per riattivarle apri le impostazioni del sito/)).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the section wraps inside the page, measured once the shell has its phone layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();
  await expect(section.getByText(/Per riattivarle/)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
