import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * public/service-worker.js run against a fake worker global: what it shows for a push in the
 * provider's payload format, and where a click takes the person. (The e2e push journey runs it in
 * Chromium for real.)
 */
const source = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../public/service-worker.js'),
  'utf8',
);
const ORIGIN = 'https://officina.example.it';

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, focused = false): FakeWindow {
  const client: FakeWindow = {
    url,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => {
      client.url = to;
      return client;
    }),
  };
  return client;
}

function loadWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
  const self = {
    location: new URL(`${ORIGIN}/service-worker.js`),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => undefined),
    },
  };
  new Function('self', 'fetch', source)(self, fetchSpy);
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  return { self, shown, fetchSpy, dispatch };
}

const payload = {
  notification: {
    title: 'Mario Rossi ti ha assegnato «Preventivo Bianchi»',
    body: 'Scade il 27/11/2026',
    icon: `${ORIGIN}/icon-192.png`,
    deep_link: `${ORIGIN}/todos/12/detail`,
  },
  data: {
    pusher: { instanceId: 'officina', publishId: 'pub-1', hasDisplayableContent: true, hasData: true },
    notification_id: 41,
  },
};

const pushEvent = (body: unknown) => ({
  data: {
    json: () => (typeof body === 'string' ? JSON.parse(body) : body),
  },
});

describe('service worker: push', () => {
  let worker: ReturnType<typeof loadWorker>;
  beforeEach(() => {
    worker = loadWorker();
  });

  it('shows title, body and icon, tagged by the notification id, with the link', async () => {
    await worker.dispatch('push', pushEvent(payload));
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]?.title).toBe(payload.notification.title);
    expect(worker.shown[0]?.options).toMatchObject({
      body: 'Scade il 27/11/2026',
      icon: `${ORIGIN}/icon-192.png`,
      tag: 'officina-41',
      data: { link: `${ORIGIN}/todos/12/detail`, notificationId: 41 },
    });
  });

  it('reports the delivery like the provider’s worker (best effort)', async () => {
    await worker.dispatch('push', pushEvent(payload));
    expect(worker.fetchSpy).toHaveBeenCalledWith(
      '/api/push/reporting_api/v2/instances/officina/events',
      expect.objectContaining({ method: 'POST' }),
    );
    const init = worker.fetchSpy.mock.calls[0]?.at(1) as unknown as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ publishId: 'pub-1', event: 'delivery' });
  });

  it('a relative link is made absolute; a missing one is the home page; no id: tagged by publish id', async () => {
    await worker.dispatch(
      'push',
      pushEvent({
        notification: { title: 'T', deep_link: '/calendar' },
        data: { pusher: { publishId: 'p9' } },
      }),
    );
    await worker.dispatch('push', pushEvent({ notification: { title: 'U' } }));
    expect(worker.shown[0]?.options).toMatchObject({
      tag: 'officina-p9',
      data: { link: `${ORIGIN}/calendar` },
    });
    expect(worker.shown[1]?.options.data).toMatchObject({ link: `${ORIGIN}/` });
    expect(worker.shown[1]?.options.tag).toBeUndefined();
  });

  it('ignores what is not a notification payload (no data, not JSON, no notification)', async () => {
    await worker.dispatch('push', { data: null });
    await worker.dispatch('push', pushEvent('"solo testo"'));
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('bad');
        },
      },
    });
    await worker.dispatch('push', pushEvent({ data: { pusher: {} } }));
    expect(worker.shown).toEqual([]);
  });

  it('hide_notification_if_site_has_focus: not shown while the app has focus', async () => {
    const focused = loadWorker([fakeWindow(`${ORIGIN}/`, true)]);
    await focused.dispatch(
      'push',
      pushEvent({
        ...payload,
        notification: { ...payload.notification, hide_notification_if_site_has_focus: true },
      }),
    );
    expect(focused.shown).toEqual([]);
  });
});

describe('service worker: notificationclick', () => {
  const click = (data: unknown) => ({ notification: { data, close: vi.fn() } });

  it('focuses an open app window and takes it to the link', async () => {
    const open = fakeWindow(`${ORIGIN}/dashboard`);
    const worker = loadWorker([open]);
    const event = click({ link: `${ORIGIN}/todos/12/detail`, pusher: payload.data.pusher });
    await worker.dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/todos/12/detail`);
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
    const init = worker.fetchSpy.mock.calls[0]?.at(1) as unknown as RequestInit;
    expect(JSON.parse(String(init.body))).toMatchObject({ publishId: 'pub-1', event: 'open' });
  });

  it('no app window open: opens a new one at the link', async () => {
    const worker = loadWorker([fakeWindow('https://altro.example/')]);
    await worker.dispatch('notificationclick', click({ link: `${ORIGIN}/todos/12/detail` }));
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/todos/12/detail`);
  });

  it('a window it cannot navigate (uncontrolled): the link opens in a new window', async () => {
    const open = fakeWindow(`${ORIGIN}/`);
    open.navigate.mockRejectedValue(new TypeError('not controlled'));
    const worker = loadWorker([open]);
    await worker.dispatch('notificationclick', click({ link: `${ORIGIN}/clients` }));
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/clients`);
  });

  it('a notification shown by the provider’s own worker opens its deep link too', async () => {
    const worker = loadWorker([]);
    await worker.dispatch(
      'notificationclick',
      click({
        pusher: {
          customerPayload: { notification: { deep_link: '/todos/3/detail' } },
          pusherMetadata: payload.data.pusher,
        },
      }),
    );
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/todos/3/detail`);
  });
});
