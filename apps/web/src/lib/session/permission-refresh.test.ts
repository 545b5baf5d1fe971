import type { PermissionRule } from '@officina/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, maria } from '../../test/fixtures.ts';
import { canNow } from '../ability.ts';
import {
  permissionsFollowRecord,
  refreshPermissions,
  touchesPermissions,
  usePermissionRefresh,
} from './permission-refresh.ts';
import { useSessionStore } from './session-store.ts';

const withOpportunities: PermissionRule[] = [
  { action: 'view_opportunities', subject: 'all' },
  { action: 'view_clients', subject: 'all' },
];
const withoutOpportunities: PermissionRule[] = [{ action: 'view_clients', subject: 'all' }];

let served: PermissionRule[];
let api: ReturnType<typeof fakeApi>;
const permissionCalls = () => api.calls.filter((call) => call.url === '/api/user/permissions').length;

beforeEach(() => {
  served = withoutOpportunities;
  api = fakeApi({ 'GET /api/user/permissions': () => json({ permissions: served }) });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  useSessionStore.getState().setSession('token', maria);
  useSessionStore.getState().setPermissions(withOpportunities);
});

afterEach(() => {
  useSessionStore.getState().clear();
  vi.unstubAllGlobals();
});

describe('permission refresh', () => {
  it('tells which live record events may change my permissions', () => {
    expect(touchesPermissions({ entity: 'user_group', id: 99 }, maria.id)).toBe(true);
    expect(touchesPermissions({ entity: 'user', id: maria.id }, maria.id)).toBe(true);
    expect(touchesPermissions({ entity: 'user', id: maria.id + 1 }, maria.id)).toBe(false);
    expect(touchesPermissions({ entity: 'user', id: maria.id }, null)).toBe(false);
    expect(touchesPermissions({ entity: 'opportunity', id: 1 }, maria.id)).toBe(false);
  });

  it('stores the new rules after a group change, so the guard refuses what was removed', async () => {
    expect(canNow('view_opportunities')).toBe(true);
    permissionsFollowRecord({ entity: 'user_group', id: 2 });
    await vi.waitFor(() => expect(canNow('view_opportunities')).toBe(false));
    expect(useSessionStore.getState().permissions).toEqual(withoutOpportunities);
    expect(canNow('view_clients')).toBe(true);
  });

  it('ignores another user’s record and keeps the same list when nothing changed', async () => {
    permissionsFollowRecord({ entity: 'user', id: maria.id + 1 });
    permissionsFollowRecord({ entity: 'client', id: 3 });
    await Promise.resolve();
    expect(permissionCalls()).toBe(0);

    served = withOpportunities;
    const before = useSessionStore.getState().permissions;
    await refreshPermissions();
    expect(permissionCalls()).toBe(1);
    expect(useSessionStore.getState().permissions).toBe(before);
  });

  it('reads once more when a change arrives during a read', async () => {
    const first = refreshPermissions();
    served = [];
    const second = refreshPermissions();
    await Promise.all([first, second]);
    expect(permissionCalls()).toBe(2);
    expect(useSessionStore.getState().permissions).toEqual([]);
  });

  it('re-reads on window focus while mounted, and not after sign-out', async () => {
    const { unmount } = renderHook(() => usePermissionRefresh());
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(useSessionStore.getState().permissions).toEqual(withoutOpportunities));
    unmount();
    useSessionStore.getState().clear();
    await refreshPermissions();
    expect(permissionCalls()).toBe(1);
  });
});
