import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../components/toasts.tsx';
import { useSessionStore } from '../session/session-store.ts';
import { buildUrl, request } from './api-client.ts';
import { onSessionExpired } from './session-expired.ts';

type Call = [string, RequestInit];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) {
      // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

beforeEach(() => {
  clearCookies();
  useSessionStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  onSessionExpired(null);
});

describe('api client', () => {
  it('builds /api URLs with path parameters and query', () => {
    expect(buildUrl('/clients/:id', { id: 7 }, { q: 'rossi', page: 2, empty: undefined })).toBe(
      '/api/clients/7?q=rossi&page=2',
    );
  });

  it('sends Accept, the bearer token and the XSRF cookie as header', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    useSessionStore.getState().setSession('jwt-token', {
      id: 1,
      name: 'Maria',
      surname: 'Rossi',
      email: 'm@x.it',
      group_id: null,
      group_name: null,
      theme: 'light',
      active: true,
    });
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(request('PUT', '/user/profile', { body: { name: 'M' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect(url).toBe('/api/user/profile');
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer jwt-token',
      'X-XSRF-TOKEN': 'abc=123',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"name":"M"}');
  });

  it('leaves the XSRF token out of a read: the server checks it on state-changing calls only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await request('GET', '/clients');
    const [, init] = fetchMock.mock.calls[0] as unknown as Call;
    expect(init.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('asks /api/health for the XSRF cookie before a state-changing call when it is missing', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/health') {
        // biome-ignore lint/suspicious/noDocumentCookie: plays the server's Set-Cookie in jsdom
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
      }
      return json({ status: 'ok' });
    });
    vi.stubGlobal('fetch', fetchMock);

    await request('POST', '/auth/login', { body: { email: 'a', password: 'b' } });
    const calls = fetchMock.mock.calls as unknown as Call[];
    expect(calls.map(([url]) => url)).toEqual(['/api/health', '/api/auth/login']);
    expect(calls[1]?.[1].headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
    expect(calls[1]?.[1].headers).not.toHaveProperty('Authorization');
  });

  it('toasts the alert of a successful answer (type default info)', async () => {
    render(<Toasts />);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ alert: { message: 'Salvato!' } })),
    );
    await act(() => request('GET', '/anything'));
    expect(await screen.findByText('Salvato!')).toBeTruthy();
  });

  it('on a failure toasts per the catalogue, ends the session on 401 and rejects with ApiError', async () => {
    render(<Toasts />);
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'token_expired', message: 'Token has expired' }, 401)),
    );

    await act(() =>
      expect(request('GET', '/user/auth')).rejects.toMatchObject({ name: 'ApiError', status: 401 }),
    );
    expect(await screen.findByText('Sessione scaduta')).toBeTruthy();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('leaves failures to the caller when asked (no toast, no logout)', async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'invalid_token' }, 401)),
    );
    await expect(request('POST', '/auth/logout', { handleErrors: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it('treats an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('GET', '/user/auth', { handleErrors: false })).rejects.toMatchObject({ status: 0 });
  });
});
