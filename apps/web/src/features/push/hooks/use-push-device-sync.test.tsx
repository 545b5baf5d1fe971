import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushClient } from '../../../lib/push/push-client.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { maria } from '../../../test/fixtures.ts';
import { installPushFakes, type PushFakes } from '../../../test/push-fakes.ts';
import { usePushDeviceSync } from './use-push-device-sync.ts';

let fakes: PushFakes;

beforeAll(() => {
  fakes = installPushFakes('granted');
});

afterAll(() => {
  fakes.uninstall();
});

beforeEach(() => {
  fakes.api.requests = [];
});

const userCalls = () => fakes.api.requests.filter((item) => item.url.endsWith('/user'));

describe('usePushDeviceSync', () => {
  it('a browser without a device: nothing at all', () => {
    useSessionStore.getState().setSession('session-token', maria);
    renderHook(() => usePushDeviceSync());
    expect(fakes.api.requests).toEqual([]);
  });

  it('a registered browser: the user set again once per session, whatever remounts', async () => {
    await pushClient().start();
    fakes.api.requests = [];
    useSessionStore.getState().setSession('session-token', maria);
    renderHook(() => usePushDeviceSync()).unmount();
    renderHook(() => usePushDeviceSync());
    await vi.waitFor(() => expect(userCalls()).toHaveLength(1));
    // A new session (same user, new token) sets it again.
    useSessionStore.getState().setSession('session-token-2', maria);
    fakes.api.overrides.push({
      match: /beams-auth/,
      reply: { status: 200, body: { token: 'beams-token-7' } },
    });
    renderHook(() => usePushDeviceSync());
    await vi.waitFor(() => expect(userCalls()).toHaveLength(2));
    expect(await pushClient().getUserId()).toBe('7');
  });
});
