import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maria } from '../../test/fixtures.ts';
import { installPushFakes, type PushFakes } from '../../test/push-fakes.ts';
import { pushClient } from '../push/push-client.ts';
import { enablePush } from '../push/push-session.ts';
import { hasStoredPushDevice } from '../push/push-state-store.ts';
import { signOut } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

let fakes: PushFakes;

beforeEach(() => {
  fakes = installPushFakes('granted');
  useSessionStore.getState().setSession('session-token', maria);
});

afterEach(() => {
  fakes.uninstall();
});

describe('signOut and push', () => {
  it('stops push on this browser in the background: the device is deleted and forgotten', async () => {
    await enablePush(maria.id, { client: pushClient() });
    expect(fakes.api.devices.size).toBe(1);
    await signOut();
    expect(useSessionStore.getState().authenticated).toBe(false);
    await vi.waitFor(() => expect(fakes.api.devices.size).toBe(0));
    expect(hasStoredPushDevice()).toBe(false);
    expect(fakes.manager.current).toBeNull();
  });

  it('a browser without a device: logout touches neither the worker nor the device API', async () => {
    await signOut();
    expect(fakes.serviceWorker.register).not.toHaveBeenCalled();
    expect(fakes.api.deviceRequests()).toEqual([]);
  });
});
