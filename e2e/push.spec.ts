import { PUSH_STATE_LABELS } from '@officina/contracts';
import { expect, test } from '@playwright/test';
import {
  type LocalPushService,
  startLocalPushService,
} from '../apps/server/test/support/local-push-service.ts';
import { Api } from './support/api.ts';
import { E2E_PUSH_SERVICE_PORTS, users } from './support/env.ts';
import {
  assignTodo,
  pushThroughDevTools,
  shownNotifications,
  stubPushSubscription,
  userIdOf,
} from './support/push.ts';
import { unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * Web Push end to end on this machine: a person turns push on in Profile, someone assigns them a
 * to-do, the server's queue signs (VAPID) and encrypts (aes128gcm) the push to the local push
 * service, which checks and decrypts it; Chromium's real service worker then shows it.
 */
let service: LocalPushService;

test.beforeAll(async ({ request }) => {
  const { vapidPublicKey } = (await (
    await request.get('/api/push/device_api/v1/instances/officina/web-vapid-public-key')
  ).json()) as { vapidPublicKey: string };
  service = await startLocalPushService({ port: E2E_PUSH_SERVICE_PORTS.journey, vapidPublicKey });
});

test.afterAll(async () => {
  await service?.close();
});

test('push on in Profile, a to-do assigned → the push service gets it signed and encrypted, the worker shows it', async ({
  page,
  context,
  playwright,
  baseURL,
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

  // Off again: the device is deleted on the server.
  const deviceId = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('officina-push:officina') ?? '{}') as { deviceId?: string }).deviceId,
  );
  expect(deviceId).toMatch(/^web-/);
  await section.getByRole('button', { name: 'Disattiva su questo browser' }).click();
  await expect(section.getByText(PUSH_STATE_LABELS.PERMISSION_GRANTED_NOT_REGISTERED)).toBeVisible();
  const gone = await adminRequest.get(
    `/api/push/device_api/v1/instances/officina/devices/web/${deviceId}/interests`,
  );
  expect(gone.status()).toBe(404);
  await adminRequest.dispose();
});
