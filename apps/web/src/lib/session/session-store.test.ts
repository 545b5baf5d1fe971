import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  json,
  maria,
  opportunitiesSettings,
  peopleSettings,
  productSettings,
} from '../../test/fixtures.ts';
import { queryClient } from '../query-client.ts';
import { useSettingsStore } from '../settings/settings-store.ts';
import { useThemeStore } from '../theme-store.ts';
import { signIn, signOut } from './session-actions.ts';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store.ts';

const permissions = [{ action: 'view_opportunities', subject: 'all' }];

function serverWith(overrides: Record<string, () => Response> = {}) {
  const api = fakeApi({
    'GET /api/user/permissions': () => json({ permissions }),
    'GET /api/people/settings': () => json(peopleSettings),
    'GET /api/officina/settings': () => json(productSettings),
    'GET /api/opportunities/settings': () => json(opportunitiesSettings),
    'POST /api/auth/logout': () => json({ message: 'ok' }),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  return api;
}

beforeEach(() => {
  useSessionStore.getState().clear();
  useSettingsStore.getState().reset();
  useThemeStore.getState().setMode('light');
});

afterEach(() => vi.unstubAllGlobals());

describe('session', () => {
  it('starts logged out', () => {
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      authenticated: false,
      permissions: [],
    });
  });

  it('login stores user and token, then loads permissions and settings, and applies the saved theme', async () => {
    const api = serverWith();
    await signIn({ token: 'jwt-1', user: maria });

    expect(useSessionStore.getState()).toMatchObject({
      token: 'jwt-1',
      user: maria,
      authenticated: true,
      permissions,
    });
    expect(useSettingsStore.getState().people).toEqual(peopleSettings);
    expect(useThemeStore.getState().mode).toBe('dark');
    const permissionsCall = api.calls.find((call) => call.url === '/api/user/permissions');
    expect(permissionsCall?.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('only logs a failed permission fetch', async () => {
    serverWith({ 'GET /api/user/permissions': () => json({ alert: { message: 'Errore' } }, 500) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await signIn({ token: 'jwt-1', user: maria });
    expect(useSessionStore.getState()).toMatchObject({ authenticated: true, permissions: [] });
    expect(logged).toHaveBeenCalledWith('Permessi non caricati', expect.anything());
    logged.mockRestore();
  });

  it('logout revokes the token and clears user, permissions, token, flag, settings and query cache', async () => {
    const api = serverWith();
    await signIn({ token: 'jwt-1', user: maria });
    queryClient.setQueryData(['user', 'auth'], { user: maria });

    await signOut();

    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      authenticated: false,
      permissions: [],
      signedOut: true,
    });
    expect(useSettingsStore.getState()).toMatchObject({
      people: null,
      product: null,
      opportunities: null,
      activeSubuserId: null,
    });
    expect(queryClient.getQueryData(['user', 'auth'])).toBeUndefined();
    const logout = api.calls.find((call) => call.url === '/api/auth/logout');
    expect(logout?.headers.Authorization).toBe('Bearer jwt-1');
    const stored = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('jwt-1');
    expect(stored).not.toContain(maria.email);
  });

  it('logout still clears everything when the server cannot revoke', async () => {
    serverWith({ 'POST /api/auth/logout': () => json({ error: 'token_expired' }, 401) });
    await signIn({ token: 'jwt-1', user: maria });
    await signOut();
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('is persisted and restored on reload, permissions included', async () => {
    serverWith();
    await signIn({ token: 'jwt-1', user: maria });
    const persisted = localStorage.getItem(SESSION_STORAGE_KEY);
    expect(persisted).toContain('view_opportunities');

    useSessionStore.setState({ token: null, user: null, authenticated: false, permissions: [] });
    localStorage.setItem(SESSION_STORAGE_KEY, persisted!);
    await useSessionStore.persist.rehydrate();

    expect(useSessionStore.getState()).toMatchObject({
      token: 'jwt-1',
      user: maria,
      authenticated: true,
      permissions,
    });
  });
});
