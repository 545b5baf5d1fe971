import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../../../lib/entities/notifications.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { maria } from '../../../test/fixtures.ts';
import { LATEST_NOTIFICATIONS } from '../api/list-notifications.ts';
import { useLiveEvents } from './use-live-events.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast.ts', () => ({
  notify: { info: (message: string) => toasts.push(message), success: vi.fn(), error: vi.fn() },
  showToast: vi.fn(),
}));

interface OpenStream {
  authorization: string;
  signal: AbortSignal;
  send: (text: string) => void;
}

let streams: OpenStream[] = [];

beforeEach(() => {
  streams = [];
  toasts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      if (url.startsWith('/api/notifications')) {
        const item = { id: 5, title: 'Mario Rossi ti ha assegnato «Backup»', read_at: null };
        return new Response(JSON.stringify({ data: [item], meta: { total: 1, page: 1, per_page: 10 } }));
      }
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      streams.push({
        authorization: headers.Authorization ?? '',
        signal: init.signal as AbortSignal,
        send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      });
      return new Response(body, { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  vi.unstubAllGlobals();
});

function renderLive(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveEvents(), { wrapper });
}

describe('useLiveEvents', () => {
  it('opens the stream with the bearer, closes it on sign-out and reopens it with a new token', async () => {
    useSessionStore.getState().setSession('first-token', maria);
    renderLive(new QueryClient());
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.authorization).toBe('Bearer first-token');

    act(() => useSessionStore.getState().setSession('second-token', maria));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[0]?.signal.aborted).toBe(true);
    expect(streams[1]?.authorization).toBe('Bearer second-token');

    act(() => useSessionStore.getState().clear());
    await waitFor(() => expect(streams[1]?.signal.aborted).toBe(true));
    expect(streams).toHaveLength(2);
  });

  it('raises the badge at once and toasts the new notification’s title', async () => {
    useSessionStore.getState().setSession('token', maria);
    const client = new QueryClient();
    client.setQueryData(notificationKeys.unreadCount, { unread: 2 });
    renderLive(client);
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.send('id: 1\nevent: notification\ndata: {"id":5,"unread":3}\n\n');
    await waitFor(() => expect(client.getQueryData(notificationKeys.unreadCount)).toEqual({ unread: 3 }));
    await waitFor(() => expect(toasts).toEqual(['Mario Rossi ti ha assegnato «Backup»']));
    expect(client.getQueryData(notificationKeys.list(LATEST_NOTIFICATIONS))).toBeTruthy();
  });

  it('refreshes the changed entity’s queries once per burst, and nothing else', async () => {
    useSessionStore.getState().setSession('token', maria);
    const client = new QueryClient();
    client.setQueryData(['todos', 'detail', 12], { todo: { id: 12 } });
    client.setQueryData(['clients', 'detail', 3], { client: { id: 3 } });
    renderLive(client);
    await waitFor(() => expect(streams).toHaveLength(1));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    for (let id = 1; id <= 20; id++)
      streams[0]?.send(`event: record\ndata: {"entity":"todo","id":${id},"action":"updated"}\n\n`);
    streams[0]?.send('event: record\ndata: {"entity":"settings","id":0,"action":"updated"}\n\n');
    await waitFor(() => expect(client.getQueryState(['todos', 'detail', 12])?.isInvalidated).toBe(true));
    expect(client.getQueryState(['clients', 'detail', 3])?.isInvalidated).toBe(false);
    const todoCalls = invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'todos');
    expect(todoCalls).toHaveLength(1);
  });
});
