import path from 'node:path';
import { expect } from '@playwright/test';
import { Api } from './support/api.ts';
import { E2E_PUSH_SERVICE_PORTS, users } from './support/env.ts';
import {
  assignTodo,
  sessionTokenOf,
  stubPushSubscription,
  testWithPushService,
  userIdOf,
} from './support/push.ts';
import { unique } from './support/records.ts';
import { signInToDashboard } from './support/session.ts';

/**
 * The push provider's own web SDK (@pusher/push-notifications-web 1.1.0, its browser build),
 * pointed at our server with `endpointOverride`, works unchanged: start, state, interests, user
 * with our beams-auth token, stop; and the device it registered receives a push the server sends.
 */
const test = testWithPushService(E2E_PUSH_SERVICE_PORTS.sdk);
const SDK_FILE = path.resolve(
  import.meta.dirname,
  '../node_modules/@pusher/push-notifications-web/dist/push-notifications-cdn.js',
);
/** Served from our origin, so the app's CSP (scripts from 'self' only) is left as it is. */
const SDK_URL = '/e2e-sdk/push-notifications-cdn.js';

test('the provider’s web SDK works against our device API unchanged', async ({
  page,
  context,
  playwright,
  baseURL,
  pushService: service,
}) => {
  await context.grantPermissions(['notifications']);
  await stubPushSubscription(context, service.createSubscription());
  await page.route(`**${SDK_URL}`, (route) =>
    route.fulfill({ path: SDK_FILE, contentType: 'application/javascript' }),
  );

  await signInToDashboard(page, users.sales);
  // The CDN build's bundled regenerator runtime assigns the global `regeneratorRuntime` and, when
  // that throws (strict mode, no such global), falls back to Function(), which our CSP forbids
  // (no 'unsafe-eval'). With the global declared the assignment works: the CSP stays as it is.
  await page.evaluate(() => {
    (window as unknown as { regeneratorRuntime?: unknown }).regeneratorRuntime = undefined;
  });
  await page.addScriptTag({ url: SDK_URL });
  const token = await sessionTokenOf(page);
  const salesRequest = await playwright.request.newContext({ baseURL });
  const salesId = await userIdOf(await Api.as(salesRequest, users.sales));
  await salesRequest.dispose();

  const outcome = await page.evaluate(
    async ({ token, userId }) => {
      type Client = {
        start(): Promise<unknown>;
        stop(): Promise<void>;
        getRegistrationState(): Promise<string>;
        getDeviceId(): Promise<string | null>;
        getUserId(): Promise<string | null>;
        addDeviceInterest(interest: string): Promise<void>;
        removeDeviceInterest(interest: string): Promise<void>;
        getDeviceInterests(): Promise<string[]>;
        setDeviceInterests(interests: string[]): Promise<void>;
        setUserId(userId: string, provider: unknown): Promise<void>;
      };
      const sdk = (
        window as unknown as {
          PusherPushNotifications: {
            Client: new (config: { instanceId: string; endpointOverride: string }) => Client;
            TokenProvider: new (config: {
              url: string;
              headers: Record<string, string>;
            }) => {
              fetchToken(userId: string): Promise<{ token: string }>;
            };
          };
        }
      ).PusherPushNotifications;
      const error = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));
      const client = new sdk.Client({
        instanceId: 'officina',
        endpointOverride: `${location.origin}/api/push`,
      });
      const before = await client.getRegistrationState();
      await client.start();
      const after = await client.getRegistrationState();
      const deviceId = await client.getDeviceId();
      await client.addDeviceInterest('officina-web');
      await client.addDeviceInterest('ufficio_tecnico');
      const added = await client.getDeviceInterests();
      await client.setDeviceInterests(['officina-web', 'commerciale', 'commerciale', 'a=b@c,d.e;f']);
      const set = await client.getDeviceInterests();
      await client.removeDeviceInterest('commerciale');
      const removed = await client.getDeviceInterests();
      const provider = new sdk.TokenProvider({
        url: '/api/notifications/beams-auth',
        headers: { Authorization: `Bearer ${token}` },
      });
      await client.setUserId(String(userId), provider);
      const user = await client.getUserId();
      const changeRefused = await client.setUserId(String(userId + 1), provider).then(() => null, error);
      const otherTokenRefused = await provider.fetchToken(String(userId + 1)).then(() => null, error);
      return { before, after, deviceId, added, set, removed, user, changeRefused, otherTokenRefused };
    },
    { token, userId: salesId },
  );

  expect(outcome.before).toBe('PERMISSION_GRANTED_NOT_REGISTERED_WITH_BEAMS');
  expect(outcome.after).toBe('PERMISSION_GRANTED_REGISTERED_WITH_BEAMS');
  expect(outcome.deviceId).toMatch(/^web-/);
  expect([...outcome.added].sort()).toEqual(['officina-web', 'ufficio_tecnico']);
  expect([...outcome.set].sort()).toEqual(['a=b@c,d.e;f', 'commerciale', 'officina-web']);
  expect([...outcome.removed].sort()).toEqual(['a=b@c,d.e;f', 'officina-web']);
  expect(outcome.user).toBe(String(salesId));
  expect(outcome.changeRefused).toBe('Changing the `userId` is not allowed.');
  // beams-auth is the app's own route (not the device API): the SDK reads only its status here.
  expect(outcome.otherTokenRefused).toMatch(/^Unexpected status code 403:/);

  // The server saw it: a to-do assigned to this user reaches the SDK's device.
  const adminRequest = await playwright.request.newContext({ baseURL });
  const admin = await Api.as(adminRequest, users.admin);
  const title = `Offerta via SDK ${unique()}`;
  await assignTodo(admin, title, salesId);
  await expect
    .poll(() => service.received.find((item) => item.text.includes(title)), { timeout: 30_000 })
    .toBeTruthy();
  expect(service.refused).toEqual([]);

  // stop(): the device is deleted on the server and the SDK is back to not registered.
  const stopped = await page.evaluate(async () => {
    const sdk = (window as unknown as { PusherPushNotifications: { Client: new (c: object) => unknown } })
      .PusherPushNotifications;
    const client = new sdk.Client({
      instanceId: 'officina',
      endpointOverride: `${location.origin}/api/push`,
    }) as {
      stop(): Promise<void>;
      getRegistrationState(): Promise<string>;
    };
    await client.stop();
    return client.getRegistrationState();
  });
  expect(stopped).toBe('PERMISSION_GRANTED_NOT_REGISTERED_WITH_BEAMS');
  const gone = await adminRequest.get(
    `/api/push/device_api/v1/instances/officina/devices/web/${outcome.deviceId}/interests`,
  );
  expect(gone.status()).toBe(404);
  await adminRequest.dispose();
});
