import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Every API route needs a session except the four that can't: the routes are read from the API's
 * own OpenAPI document, so a route added later is covered without touching this file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => t?.close());

type Operation = { security?: unknown[] };
const PUBLIC = [
  'GET /api/health',
  // The personal calendar feed: its secret is the token in the address (calendar programs have no session).
  'GET /api/ics/{token}.ics',
  'POST /api/auth/login',
  // The company's name and logos: the login page and the loading overlay show them before sign-in.
  'GET /api/branding',
  'GET /api/branding/logos/{theme}',
  'POST /api/auth/password/forgot',
  'POST /api/auth/password/reset',
  // An invitation's set-password page (admin-users): the mailed code is the credential.
  'GET /api/auth/invitation/{code}',
  'POST /api/auth/invitation/accept',
  // The push device API (the hosted provider's shape, docs/modules/push.md): the device id in the
  // path is the device's credential; setting its user takes a beams-auth token.
  'GET /api/push/device_api/v1/instances/{instanceId}/web-vapid-public-key',
  'POST /api/push/device_api/v1/instances/{instanceId}/devices/web',
  'PUT /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}/metadata',
  'DELETE /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}',
  'POST /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}/interests/{interest}',
  'DELETE /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}/interests/{interest}',
  'PUT /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}/interests',
  'GET /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}/interests',
  'PUT /api/push/device_api/v1/instances/{instanceId}/devices/web/{deviceId}/user',
  'POST /api/push/reporting_api/v2/instances/{instanceId}/events',
];

describe('authentication', () => {
  it('only health, login and the password reset are public; every other route answers 401 without a token', async () => {
    const { paths } = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const open: string[] = [];
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!operation.security) {
          open.push(route);
          continue;
        }
        const res = await t.request({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
          payload: method === 'get' || method === 'delete' ? undefined : {},
        });
        if (res.statusCode !== 401 || res.json().message !== 'Token not provided') {
          failures.push(`${route} → ${res.statusCode}`);
        }
      }
    }
    expect(open.sort()).toEqual([...PUBLIC].sort());
    expect(failures).toEqual([]);
  });
});
