import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './api/api-client.ts';
import { loadingStore } from './loading-store.ts';

afterEach(() => {
  loadingStore.getState().reset();
  vi.unstubAllGlobals();
});

describe('loading counter', () => {
  it('starts at 0 with the flag off', () => {
    expect(loadingStore.getState()).toMatchObject({ active: 0, loading: false });
  });

  it('is on while at least one request is active and never goes below 0', () => {
    const { start, stop } = loadingStore.getState();
    start();
    start();
    expect(loadingStore.getState()).toMatchObject({ active: 2, loading: true });
    stop();
    expect(loadingStore.getState().loading).toBe(true);
    stop();
    stop();
    expect(loadingStore.getState()).toMatchObject({ active: 0, loading: false });
  });

  it('follows real requests, except those that opt out', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );

    const shown = request('GET', '/user/auth');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(loadingStore.getState().loading).toBe(true);
    release(new Response('{}', { status: 200 }));
    await shown;
    expect(loadingStore.getState()).toMatchObject({ active: 0, loading: false });

    const silent = request('GET', '/user/permissions', { loading: false });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(loadingStore.getState().loading).toBe(false);
    release(new Response('{"permissions":[]}', { status: 200 }));
    await silent;
  });

  it('turns off again when a request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(request('GET', '/x', { handleErrors: false })).rejects.toMatchObject({ status: 500 });
    expect(loadingStore.getState()).toMatchObject({ active: 0, loading: false });
  });
});
