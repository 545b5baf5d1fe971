import { vi } from 'vitest';

/**
 * Fakes of what the push client touches: Notification (its permission and prompt), the service
 * worker container with one registration whose PushManager makes subscriptions, and a device API
 * behind fetch that records every request. Install with `installPushFakes()`; vi.unstubAllGlobals
 * and `uninstall()` undo it.
 */
export type Permission = 'default' | 'granted' | 'denied';

export class FakeSubscription {
  unsubscribed = false;
  readonly keys = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };
  readonly manager: FakePushManager;
  readonly endpoint: string;

  constructor(manager: FakePushManager, endpoint: string) {
    this.manager = manager;
    this.endpoint = endpoint;
  }

  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: this.keys };
  }

  async unsubscribe() {
    this.unsubscribed = true;
    if (this.manager.current === this) this.manager.current = null;
    return true;
  }
}

export class FakePushManager {
  current: FakeSubscription | null = null;
  count = 0;
  lastOptions: PushSubscriptionOptionsInit | null = null;
  readonly notification: { permission: Permission };

  constructor(notification: { permission: Permission }) {
    this.notification = notification;
  }

  async getSubscription() {
    return this.current;
  }

  async subscribe(options: PushSubscriptionOptionsInit) {
    if (this.notification.permission !== 'granted') {
      throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    }
    this.lastOptions = options;
    this.count += 1;
    this.current = new FakeSubscription(this, `https://push.example.test/send/${this.count}`);
    return this.current;
  }
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | 'network-error';

/** The device API of H3's server, in memory: enough to answer every call the client makes. */
export class FakeDeviceApi {
  requests: RecordedRequest[] = [];
  devices = new Map<string, { token: string; interests: Set<string>; userId: string | null }>();
  nextId = 1;
  /** A reply to force for the next request whose `METHOD url` matches. */
  overrides: { match: RegExp; reply: Reply }[] = [];
  vapidPublicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

  handle = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...((init.headers as Record<string, string>) ?? {}) };
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, url: input, headers, body });
    const key = `${method} ${input}`;
    const index = this.overrides.findIndex((item) => item.match.test(key));
    if (index >= 0) {
      const [override] = this.overrides.splice(index, 1);
      if (override?.reply === 'network-error') throw new TypeError('Failed to fetch');
      return json(override?.reply.status ?? 500, override?.reply.body);
    }
    return this.route(method, input, headers, body);
  };

  private route(method: string, url: string, headers: Record<string, string>, body: unknown): Response {
    const base = '/api/push/device_api/v1/instances/officina';
    if (method === 'GET' && url === `${base}/web-vapid-public-key`) {
      return json(200, { vapidPublicKey: this.vapidPublicKey });
    }
    if (method === 'POST' && url === `${base}/devices/web`) {
      const id = `web-${this.nextId++}`;
      this.devices.set(id, { token: (body as { token: string }).token, interests: new Set(), userId: null });
      return json(200, { id });
    }
    if (
      url === '/api/notifications/beams-auth?user_id=7' ||
      url.startsWith('/api/notifications/beams-auth')
    ) {
      const userId = new URL(url, 'http://x').searchParams.get('user_id');
      if (headers.Authorization !== 'Bearer session-token') return json(401, { message: 'Non autenticato' });
      if (userId !== '7')
        return json(403, { alert: { message: 'Non puoi ottenere il token di un altro utente' } });
      return json(200, { token: `beams-token-${userId}` });
    }
    const match = url.match(new RegExp(`^${base}/devices/web/([^/]+)(/.*)?$`));
    const device = match ? this.devices.get(decodeURIComponent(match[1] as string)) : undefined;
    if (!match || !device) return json(404, { error: 'Not Found', description: 'Dispositivo non trovato' });
    const rest = match[2] ?? '';
    if (method === 'DELETE' && rest === '') {
      this.devices.delete(decodeURIComponent(match[1] as string));
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT' && rest === '/metadata') return json(200, {});
    if (method === 'PUT' && rest === '/user') {
      device.userId = (headers.Authorization ?? '').replace('Bearer beams-token-', '');
      return json(200, {});
    }
    if (method === 'GET' && rest === '/interests') return json(200, { interests: [...device.interests] });
    if (method === 'PUT' && rest === '/interests') {
      device.interests = new Set((body as { interests: string[] }).interests);
      return json(200, {});
    }
    const interest = rest.match(/^\/interests\/(.+)$/);
    if (interest && method === 'POST') {
      device.interests.add(decodeURIComponent(interest[1] as string));
      return json(200, {});
    }
    if (interest && method === 'DELETE') {
      device.interests.delete(decodeURIComponent(interest[1] as string));
      return json(200, {});
    }
    return json(404, {});
  }

  /** Requests to the device API proper (not beams-auth). */
  deviceRequests(): RecordedRequest[] {
    return this.requests.filter((item) => item.url.startsWith('/api/push/'));
  }
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface PushFakes {
  notification: { permission: Permission; requestPermission: ReturnType<typeof vi.fn>; answer: Permission };
  manager: FakePushManager;
  registration: { scope: string; pushManager: FakePushManager };
  serviceWorker: { register: ReturnType<typeof vi.fn>; ready: Promise<unknown> };
  api: FakeDeviceApi;
  uninstall(): void;
}

/** A supported browser: secure context, service workers, Push API, permission as given. */
export function installPushFakes(permission: Permission = 'default'): PushFakes {
  const notification = {
    permission,
    answer: 'granted' as Permission,
    requestPermission: vi.fn(async () => {
      notification.permission = notification.answer;
      return notification.answer;
    }),
  };
  const manager = new FakePushManager(notification);
  const registration = { scope: 'http://localhost:3000/', pushManager: manager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  };
  const api = new FakeDeviceApi();
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('fetch', vi.fn(api.handle));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return {
    notification,
    manager,
    registration,
    serviceWorker,
    api,
    uninstall() {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}
