import { PUSH_INSTANCE_ID, pushMessages } from '@officina/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPushFakes, type PushFakes } from '../../test/push-fakes.ts';
import { PushClient, type PushTokenProvider } from './push-client.ts';
import { PushError, pushClientMessages } from './push-messages.ts';
import { DEFAULT_PUSH_INSTANCE, pushStateKey, readPushState } from './push-state-store.ts';

const BASE = '/api/push/device_api/v1/instances/officina';

let fakes: PushFakes;
let tokens: PushTokenProvider & { fetchToken: ReturnType<typeof vi.fn> };

beforeEach(() => {
  fakes = installPushFakes('granted');
  tokens = { fetchToken: vi.fn(async (userId: string) => ({ token: `beams-token-${userId}` })) };
});

afterEach(() => {
  fakes.uninstall();
});

async function started(): Promise<PushClient> {
  const client = new PushClient();
  await client.start();
  fakes.api.requests = [];
  return client;
}

/** The Italian message the call rejects with, and no request made meanwhile. */
async function refusal(call: () => Promise<unknown>): Promise<string> {
  const before = fakes.api.requests.length;
  const error = await call().then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PushError);
  expect(fakes.api.requests.length).toBe(before);
  return (error as PushError).message;
}

describe('registration states', () => {
  it('is PERMISSION_PROMPT_REQUIRED before the browser asked', async () => {
    fakes.notification.permission = 'default';
    expect(await new PushClient().getRegistrationState()).toBe('PERMISSION_PROMPT_REQUIRED');
    expect(fakes.serviceWorker.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('is PERMISSION_DENIED when the browser blocks notifications', async () => {
    fakes.notification.permission = 'denied';
    expect(await new PushClient().getRegistrationState()).toBe('PERMISSION_DENIED');
  });

  it('is PERMISSION_GRANTED_NOT_REGISTERED with the permission and no device', async () => {
    expect(await new PushClient().getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
    expect(fakes.api.requests).toEqual([]);
  });

  it('start: prompt required → asks → registered, with the SDK version and the subscription as token', async () => {
    fakes.notification.permission = 'default';
    const client = new PushClient();
    await client.start();
    expect(fakes.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_REGISTERED');
    const [key, register] = fakes.api.requests;
    expect(key).toMatchObject({ method: 'GET', url: `${BASE}/web-vapid-public-key` });
    const subscription = fakes.manager.current;
    expect(register).toMatchObject({
      method: 'POST',
      url: `${BASE}/devices/web`,
      body: { token: btoa(JSON.stringify(subscription)), metadata: { sdkVersion: '1.1.0' } },
    });
    expect(fakes.manager.lastOptions?.userVisibleOnly).toBe(true);
    expect(fakes.manager.lastOptions?.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect(fakes.manager.lastOptions?.applicationServerKey).toHaveLength(65);
    expect(await client.getDeviceId()).toBe('web-1');
    expect(await client.getToken()).toBe(btoa(JSON.stringify(subscription)));
    expect(readPushState('officina')).toMatchObject({ deviceId: 'web-1', sdkVersion: '1.1.0', userId: null });
  });

  it('start: granted not registered → registered without asking again', async () => {
    const client = new PushClient();
    await client.start();
    expect(fakes.notification.requestPermission).not.toHaveBeenCalled();
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_REGISTERED');
  });

  it('start: a refused prompt gives PERMISSION_DENIED and the message how to allow again, no request', async () => {
    fakes.notification.permission = 'default';
    fakes.notification.answer = 'denied';
    const client = new PushClient();
    expect(await refusal(() => client.start())).toBe(pushClientMessages.denied);
    expect(await client.getRegistrationState()).toBe('PERMISSION_DENIED');
  });

  it('start: a dismissed prompt stays PERMISSION_PROMPT_REQUIRED', async () => {
    fakes.notification.permission = 'default';
    fakes.notification.answer = 'default';
    const client = new PushClient();
    expect(await refusal(() => client.start())).toBe(pushClientMessages.notGranted);
    expect(await client.getRegistrationState()).toBe('PERMISSION_PROMPT_REQUIRED');
  });

  it('start when already registered does nothing; two at once register once', async () => {
    const client = new PushClient();
    await Promise.all([client.start(), client.start()]);
    await client.start();
    expect(fakes.api.requests.filter((item) => item.method === 'POST')).toHaveLength(1);
  });

  it('start drops an older subscription before subscribing with our key', async () => {
    const old = await fakes.manager.subscribe({});
    const client = new PushClient();
    await client.start();
    expect(old.unsubscribed).toBe(true);
    expect(fakes.manager.current).not.toBe(old);
  });

  it('start: a failed registration keeps the state not registered, with the server’s message', async () => {
    fakes.api.overrides.push({
      match: /^POST .*\/devices\/web$/,
      reply: { status: 422, body: { error: 'Unprocessable', description: 'Indirizzo push non consentito' } },
    });
    const client = new PushClient();
    await expect(client.start()).rejects.toThrow('Indirizzo push non consentito');
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
  });

  it('start: no public key in the answer, or the server down, are said in Italian', async () => {
    fakes.api.overrides.push({ match: /web-vapid-public-key/, reply: { status: 200, body: {} } });
    await expect(new PushClient().start()).rejects.toThrow(pushClientMessages.badAnswer);
    fakes.api.overrides.push({ match: /web-vapid-public-key/, reply: 'network-error' });
    await expect(new PushClient().start()).rejects.toThrow(pushClientMessages.network);
    fakes.api.overrides.push({ match: /web-vapid-public-key/, reply: { status: 503, body: null } });
    await expect(new PushClient().start()).rejects.toThrow(pushClientMessages.requestFailed(503));
  });

  it('stop: registered → deletes the device, forgets it, drops the subscription → not registered', async () => {
    const client = await started();
    const subscription = fakes.manager.current;
    await client.stop();
    expect(fakes.api.requests).toMatchObject([{ method: 'DELETE', url: `${BASE}/devices/web/web-1` }]);
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
    expect(subscription?.unsubscribed).toBe(true);
    expect(localStorage.getItem(pushStateKey('officina'))).toBeNull();
    expect(fakes.api.devices.size).toBe(0);
  });

  it('stop when not registered makes no request', async () => {
    await new PushClient().stop();
    expect(fakes.api.requests).toEqual([]);
  });

  it('stop: a device the server no longer knows (404) is forgotten; a server error keeps it', async () => {
    const client = await started();
    fakes.api.overrides.push({
      match: /^DELETE/,
      reply: { status: 500, body: { message: 'Errore del server' } },
    });
    await expect(client.stop()).rejects.toThrow('Errore del server');
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_REGISTERED');
    fakes.api.devices.clear();
    await client.stop();
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
  });

  it('forget: drops the state and subscription without asking the server', async () => {
    const client = await started();
    await client.forget();
    expect(fakes.api.requests).toEqual([]);
    expect(fakes.manager.current).toBeNull();
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
  });

  it('a subscription lost behind our back → not registered, the old device deleted', async () => {
    const client = await started();
    fakes.manager.current = null;
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
    await vi.waitFor(() =>
      expect(fakes.api.requests).toMatchObject([{ method: 'DELETE', url: `${BASE}/devices/web/web-1` }]),
    );
    expect(await client.getDeviceId()).toBeNull();
  });

  it('a subscription changed behind our back → not registered; start registers the new one', async () => {
    const client = await started();
    await fakes.manager.subscribe({});
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_NOT_REGISTERED');
    await client.start();
    expect(await client.getDeviceId()).toBe('web-2');
  });

  it('permission revoked in the browser → PERMISSION_DENIED and the device forgotten', async () => {
    const client = await started();
    fakes.notification.permission = 'denied';
    fakes.manager.current = null;
    expect(await client.getRegistrationState()).toBe('PERMISSION_DENIED');
    expect(await client.getDeviceId()).toBeNull();
  });

  it('the state survives a reload (a new client reads it from localStorage, per instance)', async () => {
    await started();
    const again = new PushClient();
    expect(await again.getRegistrationState()).toBe('PERMISSION_GRANTED_REGISTERED');
    expect(await again.getDeviceId()).toBe('web-1');
    expect(await new PushClient({ instanceId: 'altra' }).getDeviceId()).toBeNull();
  });

  it('DEFAULT_PUSH_INSTANCE is the contracts’ instance id', () => {
    expect(DEFAULT_PUSH_INSTANCE).toBe(PUSH_INSTANCE_ID);
  });
});

describe('unsupported browsers', () => {
  it('refuses outside a secure context', async () => {
    vi.stubGlobal('isSecureContext', false);
    expect(await refusal(() => new PushClient().getRegistrationState())).toBe(pushClientMessages.insecure);
  });

  it('refuses without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await refusal(() => new PushClient().start())).toBe(pushClientMessages.noServiceWorker);
  });

  it('refuses without the Push API', async () => {
    Reflect.deleteProperty(globalThis, 'PushManager');
    expect(await refusal(() => new PushClient().start())).toBe(pushClientMessages.noPush);
  });
});

describe('metadata', () => {
  it('updateDeviceMetadata sends the SDK version only when the browser or version changed', async () => {
    const client = await started();
    expect(await client.updateDeviceMetadata()).toBe(false);
    expect(fakes.api.requests).toEqual([]);
    localStorage.setItem(
      pushStateKey('officina'),
      JSON.stringify({ ...readPushState('officina'), userAgent: 'Un altro browser' }),
    );
    expect(await client.updateDeviceMetadata()).toBe(true);
    expect(fakes.api.requests).toMatchObject([
      { method: 'PUT', url: `${BASE}/devices/web/web-1/metadata`, body: { sdkVersion: '1.1.0' } },
    ]);
    expect(readPushState('officina').userAgent).toBe(navigator.userAgent);
  });
});

describe('not started', () => {
  it('every device call needs start first, and makes no request', async () => {
    const client = new PushClient();
    for (const call of [
      () => client.addDeviceInterest('officina-web'),
      () => client.removeDeviceInterest('officina-web'),
      () => client.getDeviceInterests(),
      () => client.setDeviceInterests(['a']),
      () => client.clearDeviceInterests(),
      () => client.setUserId('7', tokens),
      () => client.updateDeviceMetadata(),
    ]) {
      expect(await refusal(call)).toBe(pushClientMessages.notStarted);
    }
    expect(tokens.fetchToken).not.toHaveBeenCalled();
  });
});

describe('interests', () => {
  it('add, get, remove one interest', async () => {
    const client = await started();
    await client.addDeviceInterest('officina-web');
    await client.addDeviceInterest('Az09_-=@,.;');
    expect(await client.getDeviceInterests()).toEqual(['officina-web', 'Az09_-=@,.;']);
    await client.removeDeviceInterest('officina-web');
    expect(await client.getDeviceInterests()).toEqual(['Az09_-=@,.;']);
    expect(fakes.api.requests.map((item) => `${item.method} ${item.url}`)).toEqual([
      `POST ${BASE}/devices/web/web-1/interests/officina-web`,
      `POST ${BASE}/devices/web/web-1/interests/${encodeURIComponent('Az09_-=@,.;')}`,
      `GET ${BASE}/devices/web/web-1/interests`,
      `DELETE ${BASE}/devices/web/web-1/interests/officina-web`,
      `GET ${BASE}/devices/web/web-1/interests`,
    ]);
  });

  it('an interest name of exactly 164 characters is accepted', async () => {
    const client = await started();
    await client.addDeviceInterest('a'.repeat(164));
    expect(await client.getDeviceInterests()).toEqual(['a'.repeat(164)]);
  });

  it.each([
    ['undefined', undefined, pushMessages.interestRequired],
    ['null', null, pushMessages.interestRequired],
    ['empty', '', pushMessages.interestRequired],
    ['165 characters', 'a'.repeat(165), pushMessages.interestTooLong],
    ['a space', 'due parole', pushMessages.interestCharacters],
    ['an accent', 'novità', pushMessages.interestCharacters],
    ['a slash', 'a/b', pushMessages.interestCharacters],
    ['a hash', '#news', pushMessages.interestCharacters],
    ['an emoji', 'ciao👋', pushMessages.interestCharacters],
    ['a number', 42, pushMessages.interestCharacters],
  ])('add and remove refuse %s before any request', async (_label, interest, message) => {
    const client = await started();
    expect(await refusal(() => client.addDeviceInterest(interest))).toBe(message);
    expect(await refusal(() => client.removeDeviceInterest(interest))).toBe(message);
  });

  it('set sends the list without duplicates; clear sends an empty list', async () => {
    const client = await started();
    await client.setDeviceInterests(['a', 'b', 'a', 'officina-web', 'b']);
    expect(fakes.api.requests[0]).toMatchObject({
      method: 'PUT',
      url: `${BASE}/devices/web/web-1/interests`,
      body: { interests: ['a', 'b', 'officina-web'] },
    });
    expect(await client.getDeviceInterests()).toEqual(['a', 'b', 'officina-web']);
    await client.clearDeviceInterests();
    expect(await client.getDeviceInterests()).toEqual([]);
    expect(fakes.api.requests.at(-2)).toMatchObject({ method: 'PUT', body: { interests: [] } });
  });

  it('set accepts 5000 names and refuses 5001, even when duplicates would leave fewer', async () => {
    const client = await started();
    const names = Array.from({ length: 5000 }, (_, i) => `i${i}`);
    await client.setDeviceInterests(names);
    expect(fakes.api.requests[0]?.body).toEqual({ interests: names });
    expect(await refusal(() => client.setDeviceInterests([...names, 'i0']))).toBe(
      pushMessages.interestsTooMany,
    );
    expect(await refusal(() => client.setDeviceInterests(Array(5001).fill('uno')))).toBe(
      pushMessages.interestsTooMany,
    );
  });

  it.each([
    ['a string', 'officina-web'],
    ['null', null],
    ['undefined', undefined],
    ['an object', { interests: [] }],
  ])('set refuses %s: not a list', async (_label, value) => {
    const client = await started();
    expect(await refusal(() => client.setDeviceInterests(value))).toBe(pushMessages.interestsNotList);
  });

  it('set refuses a list with one bad name, with that name’s rule', async () => {
    const client = await started();
    expect(await refusal(() => client.setDeviceInterests(['ok', 'non ok']))).toBe(
      pushMessages.interestCharacters,
    );
    expect(await refusal(() => client.setDeviceInterests(['ok', '']))).toBe(pushMessages.interestRequired);
    expect(await refusal(() => client.setDeviceInterests(['x'.repeat(165)]))).toBe(
      pushMessages.interestTooLong,
    );
  });
});

describe('user id', () => {
  it('sets the user with the bearer from the token provider and keeps it', async () => {
    const client = await started();
    await client.setUserId('7', tokens);
    expect(tokens.fetchToken).toHaveBeenCalledWith('7');
    expect(fakes.api.requests).toMatchObject([
      {
        method: 'PUT',
        url: `${BASE}/devices/web/web-1/user`,
        headers: { Authorization: 'Bearer beams-token-7' },
      },
    ]);
    expect(await client.getUserId()).toBe('7');
    expect(await new PushClient().getUserId()).toBe('7');
  });

  it.each([
    ['empty', ''],
    ['a number', 7],
    ['null', null],
    ['undefined', undefined],
    ['longer than 64', '1'.repeat(65)],
  ])('refuses %s as user id before asking a token', async (_label, userId) => {
    const client = await started();
    expect(await refusal(() => client.setUserId(userId, tokens))).toBe(pushMessages.userIdRequired);
    expect(tokens.fetchToken).not.toHaveBeenCalled();
  });

  it('the same id again is allowed; another id is refused once one is set', async () => {
    const client = await started();
    await client.setUserId('7', tokens);
    await client.setUserId('7', tokens);
    expect(tokens.fetchToken).toHaveBeenCalledTimes(2);
    expect(await refusal(() => client.setUserId('8', tokens))).toBe(pushMessages.userIdChange);
    expect(tokens.fetchToken).toHaveBeenCalledTimes(2);
    expect(await client.getUserId()).toBe('7');
  });

  it('stop clears the user: after a new start another id may be set', async () => {
    const client = await started();
    await client.setUserId('7', tokens);
    await client.stop();
    expect(await client.getUserId()).toBeNull();
    await client.start();
    await client.setUserId('8', tokens);
    expect(await client.getUserId()).toBe('8');
  });

  it('a refused token or a refused PUT leaves the user unset', async () => {
    const client = await started();
    const refusing: PushTokenProvider = {
      fetchToken: async () => {
        throw new PushError('Non puoi ottenere il token di un altro utente', 403);
      },
    };
    await expect(client.setUserId('7', refusing)).rejects.toThrow(
      'Non puoi ottenere il token di un altro utente',
    );
    fakes.api.overrides.push({
      match: /\/user$/,
      reply: { status: 401, body: { description: 'Token non valido' } },
    });
    await expect(client.setUserId('7', tokens)).rejects.toThrow('Token non valido');
    expect(await client.getUserId()).toBeNull();
  });
});
