import fs from 'node:fs';
import path from 'node:path';
import { PUSH_SDK_VERSION, pushDeviceMessages, pushMessages } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_REGISTER_LIMIT } from '../../src/modules/push/push.routes.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { type LocalPushService, startLocalPushService } from '../support/local-push-service.ts';
import { DEVICE_API, deviceCall, registerDevice, userDevice } from './push-fixtures.ts';

let t: TestApp;
let push: LocalPushService;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  push = await startLocalPushService();
  t = await createTestApp({
    push: {
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: undefined,
      endpointAllow: [push.origin],
    },
  });
  adminToken = await t.login(ADMIN.email, ADMIN.password);
  adminId = (await t.request({ method: 'GET', url: '/api/user/auth', token: adminToken })).json().user.id;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** The body of a device API error: our toast and the provider's `{ error, description }`. */
function expectPushError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body.description).toBe(message);
  expect(typeof body.error).toBe('string');
  if (status === 422) {
    expect(Object.values(body.errors as Record<string, string[]>).flat()).toContain(message);
  } else if (status === 401) {
    expect(body).toMatchObject({ error: 'invalid_token', message });
  } else {
    expect(body.alert).toEqual({ message, type: 'error' });
  }
}

describe('VAPID public key', () => {
  it('answers the key generated once into DATA_DIR/vapid.json (mode 0600)', async () => {
    const res = await deviceCall(t, 'GET', '/web-vapid-public-key');
    expect(res.statusCode).toBe(200);
    const file = path.join(t.config.dataDir, 'vapid.json');
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(res.json()).toEqual({ vapidPublicKey: stored.publicKey });
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('answers 404 with an Italian message for another instance id', async () => {
    const res = await deviceCall(t, 'GET', '/api/push/device_api/v1/instances/altro/web-vapid-public-key');
    expectPushError(res, 404, pushDeviceMessages.instanceNotFound);
  });
});

describe('registering a web device', () => {
  it('answers a new id without session or XSRF token, and replaces a subscription registered again', async () => {
    const token = push.tokenOf(push.createSubscription());
    const payload = { token, metadata: { sdkVersion: PUSH_SDK_VERSION } };
    const first = await deviceCall(t, 'POST', '/devices/web', { payload });
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toMatch(/^web-[0-9a-f-]{36}$/);
    const again = await deviceCall(t, 'POST', '/devices/web', { payload });
    expect(again.json().id).not.toBe(first.json().id);
    expect((await deviceCall(t, 'GET', `/devices/web/${first.json().id}/interests`)).statusCode).toBe(404);
    expect((await deviceCall(t, 'GET', `/devices/web/${again.json().id}/interests`)).statusCode).toBe(200);
  });

  it('refuses a token that is not a push subscription (422 on token)', async () => {
    const valid = push.createSubscription();
    for (const token of [
      'not base64 !',
      Buffer.from('not json').toString('base64'),
      Buffer.from(JSON.stringify({ endpoint: valid.endpoint })).toString('base64'),
      push.tokenOf({ ...valid, keys: { ...valid.keys, auth: 'c2hvcnQ' } }),
      push.tokenOf({ ...valid, keys: { ...valid.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }),
    ]) {
      const res = await deviceCall(t, 'POST', '/devices/web', {
        payload: { token, metadata: { sdkVersion: PUSH_SDK_VERSION } },
      });
      expectPushError(res, 422, pushDeviceMessages.tokenInvalid);
    }
  });

  it('answers hostile bodies with a 4xx carrying { error, description }, never a 500', async () => {
    const big = await deviceCall(t, 'POST', '/devices/web', {
      payload: { token: 'x'.repeat(2 * 1024 * 1024), metadata: { sdkVersion: PUSH_SDK_VERSION } },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().description).toBe(big.json().alert.message);
    const text = await t.app.inject({
      method: 'POST',
      url: `${DEVICE_API}/devices/web`,
      headers: { 'content-type': 'text/plain' },
      payload: 'token',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBeTruthy();
    for (const payload of [
      null,
      [],
      { token: 12, metadata: null },
      { token: 'x'.repeat(9000), metadata: {} },
    ]) {
      const res = await deviceCall(t, 'POST', '/devices/web', { payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().description).toBeTruthy();
    }
  });

  it('refuses without the SDK version', async () => {
    const token = push.tokenOf(push.createSubscription());
    const res = await deviceCall(t, 'POST', '/devices/web', {
      payload: { token, metadata: { sdkVersion: '' } },
    });
    expectPushError(res, 422, pushDeviceMessages.sdkVersionRequired);
  });

  it.each([
    'http://127.0.0.1:9/push/x',
    'https://10.0.0.1/push/x',
    'https://localhost/push/x',
    'https://127.0.0.1/push/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push',
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://[fe80::1]/push',
    'https://[::ffff:10.0.0.1]/push',
    'https://224.0.0.1/push',
    'http://push.example.com/push',
    'ftp://push.example.com/push',
    'https://user:pw@push.example.com/push',
  ])('refuses the endpoint %s with an Italian 422', async (endpoint) => {
    const subscription = { ...push.createSubscription(), endpoint };
    const res = await deviceCall(t, 'POST', '/devices/web', {
      payload: { token: push.tokenOf(subscription), metadata: { sdkVersion: PUSH_SDK_VERSION } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      token: [
        expect.stringMatching(/^L’indirizzo del servizio push non è ammesso|^Il token del dispositivo/),
      ],
    });
  });

  it(`limits registrations per address to ${PUSH_REGISTER_LIMIT.max} in a window`, async () => {
    const register = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `${DEVICE_API}/devices/web`,
        remoteAddress,
        payload: {
          token: push.tokenOf(push.createSubscription()),
          metadata: { sdkVersion: PUSH_SDK_VERSION },
        },
      });
    for (let i = 0; i < PUSH_REGISTER_LIMIT.max; i++) {
      expect((await register('10.9.9.9')).statusCode).toBe(200);
    }
    const blocked = await register('10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().description).toMatch(/Troppi tentativi/);
    expect((await register('10.9.9.10')).statusCode).toBe(200);
  });
});

describe('device metadata and deletion', () => {
  it('updates the SDK version; unknown devices answer 404 in Italian', async () => {
    const id = await registerDevice(t, push);
    const res = await deviceCall(t, 'PUT', `/devices/web/${id}/metadata`, {
      payload: { sdkVersion: '1.1.1' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('push_devices')
      .select('sdk_version')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.sdk_version).toBe('1.1.1');
    const missing = await deviceCall(t, 'PUT', '/devices/web/web-nessuno/metadata', {
      payload: { sdkVersion: '1' },
    });
    expectPushError(missing, 404, pushDeviceMessages.deviceNotFound);
  });

  it('deletes a device with its interests; deleting it again answers 404', async () => {
    const id = await registerDevice(t, push);
    await deviceCall(t, 'POST', `/devices/web/${id}/interests/officina-web`);
    expect((await deviceCall(t, 'DELETE', `/devices/web/${id}`)).statusCode).toBe(200);
    const left = await t.app.db
      .selectFrom('push_device_interests')
      .selectAll()
      .where('device_id', '=', id)
      .execute();
    expect(left).toEqual([]);
    expectPushError(
      await deviceCall(t, 'DELETE', `/devices/web/${id}`),
      404,
      pushDeviceMessages.deviceNotFound,
    );
    expectPushError(
      await deviceCall(t, 'GET', `/devices/web/${id}/interests`),
      404,
      pushDeviceMessages.deviceNotFound,
    );
  });

  it('accepts the service worker’s reports and ignores them', async () => {
    const res = await deviceCall(t, 'POST', '/api/push/reporting_api/v2/instances/officina/events', {
      payload: { publishId: 'pub-1', event: 'delivery', deviceId: 'web-x', timestampSecs: 1 },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('device interests', () => {
  const interests = async (id: string) => (await deviceCall(t, 'GET', `/devices/web/${id}/interests`)).json();

  it('adds (idempotently), removes, sets with duplicates removed and lists', async () => {
    const id = await registerDevice(t, push);
    expect(await interests(id)).toEqual({ interests: [] });
    for (let i = 0; i < 2; i++) {
      expect((await deviceCall(t, 'POST', `/devices/web/${id}/interests/officina-web`)).statusCode).toBe(200);
    }
    const odd = 'A-z_0=9@x,y.z;w';
    expect(
      (await deviceCall(t, 'POST', `/devices/web/${id}/interests/${encodeURIComponent(odd)}`)).statusCode,
    ).toBe(200);
    expect(await interests(id)).toEqual({ interests: [odd, 'officina-web'].sort() });
    expect((await deviceCall(t, 'DELETE', `/devices/web/${id}/interests/officina-web`)).statusCode).toBe(200);
    expect(await interests(id)).toEqual({ interests: [odd] });
    const set = await deviceCall(t, 'PUT', `/devices/web/${id}/interests`, {
      payload: { interests: ['b', 'a', 'b', 'c', 'a'] },
    });
    expect(set.statusCode).toBe(200);
    expect(await interests(id)).toEqual({ interests: ['a', 'b', 'c'] });
    await deviceCall(t, 'PUT', `/devices/web/${id}/interests`, { payload: { interests: [] } });
    expect(await interests(id)).toEqual({ interests: [] });
  });

  it('refuses forbidden characters and names past 164 characters, with the Italian messages', async () => {
    const id = await registerDevice(t, push);
    const add = (interest: string) =>
      deviceCall(t, 'POST', `/devices/web/${id}/interests/${encodeURIComponent(interest)}`);
    expect((await add('x'.repeat(164))).statusCode).toBe(200);
    expectPushError(await add('x'.repeat(165)), 422, pushMessages.interestTooLong);
    for (const bad of ['con spazio', 'àccento', 'a/b', 'a#b', 'emoji😀', '<script>']) {
      expectPushError(await add(bad), 422, pushMessages.interestCharacters);
    }
    const put = (list: unknown) =>
      deviceCall(t, 'PUT', `/devices/web/${id}/interests`, { payload: { interests: list } });
    expectPushError(await put(['ok', 'non va']), 422, pushMessages.interestCharacters);
    expectPushError(await put(['ok', 'y'.repeat(165)]), 422, pushMessages.interestTooLong);
    expectPushError(await put(['']), 422, pushMessages.interestRequired);
    expectPushError(await put('officina-web'), 422, pushMessages.interestsNotList);
    expect(await interests(id)).toEqual({ interests: ['x'.repeat(164)] });
  });

  it('holds at most 5000 interests: a set of 5001 and a 5001st add are refused', async () => {
    const id = await registerDevice(t, push);
    const many = Array.from({ length: 5000 }, (_, i) => `i${i}`);
    const put = (list: string[]) =>
      deviceCall(t, 'PUT', `/devices/web/${id}/interests`, { payload: { interests: list } });
    expectPushError(await put([...many, 'uno-di-troppo']), 422, pushMessages.interestsTooMany);
    // 5000 after removing duplicates, but 5001 names sent: the limit counts what is sent, as the SDK does.
    expectPushError(await put([...many, 'i0']), 422, pushMessages.interestsTooMany);
    expect((await put(many)).statusCode).toBe(200);
    expect((await interests(id)).interests).toHaveLength(5000);
    const extra = await deviceCall(t, 'POST', `/devices/web/${id}/interests/uno-di-troppo`);
    expectPushError(extra, 422, pushMessages.interestsTooMany);
    expect((await deviceCall(t, 'POST', `/devices/web/${id}/interests/i17`)).statusCode).toBe(200);
    expect((await interests(id)).interests).toHaveLength(5000);
  });
});

describe('device user and beams-auth', () => {
  it('answers a push token only for the signed-in user (403 otherwise, 401 without session)', async () => {
    const own = await t.request({
      method: 'GET',
      url: `/api/notifications/beams-auth?user_id=${adminId}`,
      token: adminToken,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const other = await t.request({
      method: 'GET',
      url: `/api/notifications/beams-auth?user_id=${adminId + 1}`,
      token: adminToken,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ alert: { message: pushDeviceMessages.userIdNotYours, type: 'error' } });
    const anonymous = await t.request({
      method: 'GET',
      url: `/api/notifications/beams-auth?user_id=${adminId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await t.request({
      method: 'GET',
      url: '/api/notifications/beams-auth?user_id=',
      token: adminToken,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.user_id).toEqual([pushMessages.userIdRequired]);
  });

  it('a push token is not a session token, nor a session token a push token', async () => {
    const id = await registerDevice(t, push);
    const pushToken = (
      await t.request({
        method: 'GET',
        url: `/api/notifications/beams-auth?user_id=${adminId}`,
        token: adminToken,
      })
    ).json().token;
    expect((await t.request({ method: 'GET', url: '/api/user/auth', token: pushToken })).statusCode).toBe(
      401,
    );
    const withSession = await deviceCall(t, 'PUT', `/devices/web/${id}/user`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expectPushError(withSession, 401, pushDeviceMessages.authTokenInvalid);
    expectPushError(
      await deviceCall(t, 'PUT', `/devices/web/${id}/user`),
      401,
      pushDeviceMessages.authTokenInvalid,
    );
  });

  it('sets the user once: the same user again is fine, another user is refused with 409', async () => {
    const other = { email: 'push-altro@test.it', password: 'password-altro-1' };
    const otherId = await t.createUser(other);
    const otherToken = await t.login(other.email, other.password);
    const id = await userDevice(t, push, { token: adminToken, userId: adminId });
    const row = await t.app.db
      .selectFrom('push_devices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(adminId);
    expect(row.session_jti).toBeTruthy();
    // The same user from another session (signed in again): accepted, the device follows that session.
    const second = await t.login(ADMIN.email, ADMIN.password);
    const again = await t.request({
      method: 'GET',
      url: `/api/notifications/beams-auth?user_id=${adminId}`,
      token: second,
    });
    expect(
      (
        await deviceCall(t, 'PUT', `/devices/web/${id}/user`, {
          headers: { authorization: `Bearer ${again.json().token}` },
        })
      ).statusCode,
    ).toBe(200);
    const otherPush = await t.request({
      method: 'GET',
      url: `/api/notifications/beams-auth?user_id=${otherId}`,
      token: otherToken,
    });
    const refused = await deviceCall(t, 'PUT', `/devices/web/${id}/user`, {
      headers: { authorization: `Bearer ${otherPush.json().token}` },
    });
    expectPushError(refused, 409, pushMessages.userIdChange);
    expect(
      (await t.app.db.selectFrom('push_devices').select('user_id').where('id', '=', id).executeTakeFirst())
        ?.user_id,
    ).toBe(adminId);
    // Logout clears the device's user: then another user may take the browser.
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: second })).statusCode).toBe(
      200,
    );
    const taken = await deviceCall(t, 'PUT', `/devices/web/${id}/user`, {
      headers: { authorization: `Bearer ${otherPush.json().token}` },
    });
    expect(taken.statusCode).toBe(200);
    expect(
      (await t.app.db.selectFrom('push_devices').select('user_id').where('id', '=', id).executeTakeFirst())
        ?.user_id,
    ).toBe(otherId);
  });

  it('refuses a push token whose session has ended', async () => {
    const session = await t.login(ADMIN.email, ADMIN.password);
    const pushToken = (
      await t.request({
        method: 'GET',
        url: `/api/notifications/beams-auth?user_id=${adminId}`,
        token: session,
      })
    ).json().token;
    await t.request({ method: 'POST', url: '/api/auth/logout', token: session });
    const id = await registerDevice(t, push);
    const res = await deviceCall(t, 'PUT', `/devices/web/${id}/user`, {
      headers: { authorization: `Bearer ${pushToken}` },
    });
    expectPushError(res, 401, pushDeviceMessages.authTokenInvalid);
  });
});
