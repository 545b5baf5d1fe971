import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maria } from '../../test/fixtures.ts';
import { installPushFakes, type PushFakes } from '../../test/push-fakes.ts';
import { useSessionStore } from '../session/session-store.ts';
import { PushClient } from './push-client.ts';
import { PushError, pushClientMessages } from './push-messages.ts';
import { enablePush, stopPushOnLogout, syncPushDevice } from './push-session.ts';
import { hasStoredPushDevice, readPushState } from './push-state-store.ts';
import { sessionTokenProvider } from './push-token-provider.ts';

const BASE = '/api/push/device_api/v1/instances/officina';
let fakes: PushFakes;
let client: PushClient;

beforeEach(() => {
  fakes = installPushFakes('default');
  client = new PushClient();
  useSessionStore.getState().setSession('session-token', maria);
});

afterEach(() => {
  useSessionStore.getState().clear();
  fakes.uninstall();
});

const calls = () => fakes.api.requests.map((item) => `${item.method} ${item.url}`);

describe('session token provider', () => {
  it('asks beams-auth for the signed-in user with the session’s bearer', async () => {
    expect(await sessionTokenProvider.fetchToken('7')).toEqual({ token: 'beams-token-7' });
    expect(fakes.api.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/notifications/beams-auth?user_id=7',
      headers: { Authorization: 'Bearer session-token' },
    });
  });

  it('another user’s id: the server’s 403 message, as a PushError', async () => {
    const error = await sessionTokenProvider.fetchToken('8').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PushError);
    expect(error).toMatchObject({ status: 403, message: 'Non puoi ottenere il token di un altro utente' });
  });
});

describe('enablePush (Profile)', () => {
  it('asks the permission, registers, sets the user and joins officina-web', async () => {
    await enablePush(maria.id, { client });
    expect(fakes.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await client.getRegistrationState()).toBe('PERMISSION_GRANTED_REGISTERED');
    expect(calls()).toEqual([
      `GET ${BASE}/web-vapid-public-key`,
      `POST ${BASE}/devices/web`,
      'GET /api/notifications/beams-auth?user_id=7',
      `PUT ${BASE}/devices/web/web-1/user`,
      `POST ${BASE}/devices/web/web-1/interests/officina-web`,
    ]);
    expect(fakes.api.devices.get('web-1')).toMatchObject({
      userId: '7',
      interests: new Set(['officina-web']),
    });
  });

  it('denied: the message how to allow again, nothing registered', async () => {
    fakes.notification.answer = 'denied';
    await expect(enablePush(maria.id, { client })).rejects.toThrow(pushClientMessages.denied);
    expect(fakes.api.requests).toEqual([]);
  });

  it('a browser registered for someone else is registered again for this user', async () => {
    fakes.notification.permission = 'granted';
    await client.start();
    await client.setUserId('7', sessionTokenProvider);
    useSessionStore.getState().setSession('session-token', { ...maria, id: 8 });
    fakes.api.overrides.push({
      match: /beams-auth\?user_id=8/,
      reply: { status: 200, body: { token: 'beams-token-8' } },
    });
    await enablePush(8, { client });
    expect(fakes.api.devices.has('web-1')).toBe(false);
    expect(fakes.api.devices.get('web-2')).toMatchObject({ userId: '8' });
    expect(await client.getUserId()).toBe('8');
  });
});

describe('syncPushDevice (sign-in, app load)', () => {
  it('does nothing on a browser without a device', async () => {
    expect(await syncPushDevice(maria.id, { client })).toBe('none');
    expect(fakes.api.requests).toEqual([]);
    expect(fakes.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('same user: sets the user again (new session), device kept', async () => {
    await enablePush(maria.id, { client });
    fakes.api.requests = [];
    expect(await syncPushDevice(maria.id, { client })).toBe('renewed');
    expect(calls()).toEqual([
      'GET /api/notifications/beams-auth?user_id=7',
      `PUT ${BASE}/devices/web/web-1/user`,
    ]);
  });

  it('another user signed in: the device is stopped and registered again for them', async () => {
    fakes.notification.permission = 'granted';
    await client.start();
    await client.setUserId('5', { fetchToken: async () => ({ token: 'beams-token-5' }) });
    fakes.api.requests = [];
    expect(await syncPushDevice(maria.id, { client })).toBe('replaced');
    expect(calls()).toEqual([
      `DELETE ${BASE}/devices/web/web-1`,
      `GET ${BASE}/web-vapid-public-key`,
      `POST ${BASE}/devices/web`,
      'GET /api/notifications/beams-auth?user_id=7',
      `PUT ${BASE}/devices/web/web-2/user`,
      `POST ${BASE}/devices/web/web-2/interests/officina-web`,
    ]);
    expect(await client.getUserId()).toBe('7');
  });

  it('permission revoked since: nothing sent, the device forgotten', async () => {
    await enablePush(maria.id, { client });
    fakes.notification.permission = 'denied';
    fakes.manager.current = null;
    expect(await syncPushDevice(maria.id, { client })).toBe('none');
    expect(hasStoredPushDevice()).toBe(false);
  });
});

describe('stopPushOnLogout', () => {
  it('deletes the device and forgets it', async () => {
    await enablePush(maria.id, { client });
    await stopPushOnLogout(client);
    expect(calls().at(-1)).toBe(`DELETE ${BASE}/devices/web/web-1`);
    expect(hasStoredPushDevice()).toBe(false);
    expect(fakes.manager.current).toBeNull();
  });

  it('offline: forgets the device here all the same', async () => {
    await enablePush(maria.id, { client });
    fakes.api.overrides.push({ match: /^DELETE/, reply: 'network-error' });
    await stopPushOnLogout(client);
    expect(readPushState('officina').deviceId).toBeNull();
    expect(fakes.manager.current).toBeNull();
  });
});
