import { type BrowserContext, test as base, type Page } from '@playwright/test';
import {
  type LocalPushService,
  startLocalPushService,
  type TestPushSubscription,
} from '../../apps/server/test/support/local-push-service.ts';
import type { Api } from './api.ts';

/**
 * `test` with `pushService`: the local Web Push service (apps/server/test/support) on `port` (one of
 * E2E_PUSH_SERVICE_PORTS, allowed by the server's PUSH_ENDPOINT_ALLOW), checking every push against
 * the server's VAPID key; one per test, closed after it.
 */
export function testWithPushService(port: number) {
  return base.extend<{ pushService: LocalPushService }>({
    pushService: async ({ request }, use) => {
      const answer = await request.get('/api/push/device_api/v1/instances/officina/web-vapid-public-key');
      const { vapidPublicKey } = (await answer.json()) as { vapidPublicKey: string };
      const service = await startLocalPushService({ port, vapidPublicKey });
      try {
        await use(service);
      } finally {
        await service.close();
      }
    },
  });
}

/**
 * Chromium here can't reach a real push service, so only `PushManager.prototype.subscribe` and
 * `getSubscription` are replaced: they hand out `subscription` (made by the test's local push
 * service, which holds its keys). Everything else — permission, service worker, device API, the
 * server's VAPID signing and encryption — is the real thing. Whether the page is subscribed survives
 * reloads (sessionStorage of the tab), as a real subscription would.
 */
export async function stubPushSubscription(context: BrowserContext, subscription: TestPushSubscription) {
  await context.addInitScript((sub: TestPushSubscription) => {
    const KEY = 'e2e:push-subscribed';
    const bytes = (base64url: string) => {
      const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
      const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
      return Uint8Array.from(raw, (char) => char.charCodeAt(0)).buffer;
    };
    const make = (applicationServerKey: unknown) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      getKey: (name: 'p256dh' | 'auth') => bytes(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') {
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      }
      sessionStorage.setItem(KEY, '1');
      return make(options?.applicationServerKey ?? null) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (sessionStorage.getItem(KEY) ? make(null) : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** Delivers a push message to the page's service worker through the DevTools protocol, as a push service would. */
export async function pushThroughDevTools(page: Page): Promise<{
  send: (data: string) => Promise<void>;
}> {
  const session = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrations = new Map<string, string>();
  session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const item of updated) {
      if (item.isDeleted) registrations.delete(item.registrationId);
      else registrations.set(item.registrationId, item.scopeURL);
    }
  });
  await session.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const deadline = Date.now() + 10_000;
  let registrationId: string | undefined;
  while (!registrationId && Date.now() < deadline) {
    registrationId = [...registrations].find(([, scope]) => scope === `${origin}/`)?.[0];
    if (!registrationId) await page.waitForTimeout(100);
  }
  if (!registrationId) throw new Error(`no service worker registration for ${origin}/`);
  const id = registrationId;
  return {
    send: async (data: string) => {
      await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
    },
  };
}

/** The notifications the page's service worker registration shows now. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((item) => ({
      title: item.title,
      body: item.body,
      tag: item.tag,
      icon: item.icon,
      data: item.data as { link?: string; notificationId?: number | null },
    }));
  });
}

/** The signed-in user's id, from the API. */
export async function userIdOf(api: Api): Promise<number> {
  const { user } = await api.get<{ user: { id: number } }>('/user/auth');
  return user.id;
}

/** The bearer of the page's session (the app keeps it in localStorage). */
export function sessionTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('officina:session') ?? '{}') as {
      state?: { token?: string };
    };
    if (!stored.state?.token) throw new Error('no session in this page');
    return stored.state.token;
  });
}

/** Assigns a new to-do to `userId` through the API (the notification trigger of the test). */
export async function assignTodo(
  api: Api,
  title: string,
  userId: number,
): Promise<{ id: number; title: string }> {
  const { todo } = await api.post<{ todo: { id: number; title: string } }>('/todos', {
    title,
    assignee_ids: [userId],
  });
  return todo;
}
