import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * A small Web Push service for the tests (Vitest and Playwright alike: nothing here imports a test
 * runner). It hands out subscriptions whose keys it holds, checks every push as a real service
 * would — the VAPID `Authorization: vapid t=<JWT>, k=<key>` (ES256 signature by k, audience this
 * service's origin, expiry in the future and within 24 hours, subject mailto: or https:, k the
 * server's key when given), `Content-Encoding: aes128gcm`, a TTL — decrypts the payload with the
 * subscription's private key and auth secret (http_ece), and records it. Scripted answers (404,
 * 410, 429 with Retry-After, 500…) let a test drive the sender's pruning and retries.
 */

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's id (last segment of its endpoint). */
  subscriptionId: string;
  endpoint: string;
  /** The decrypted payload text, and parsed when it is JSON. */
  text: string;
  json: unknown;
  headers: http.IncomingHttpHeaders;
  vapid: { publicKey: string; sub: string; aud: string; exp: number };
  /** What this service answered. */
  status: number;
  receivedAt: Date;
}

export interface RefusedPush {
  subscriptionId: string;
  status: number;
  reason: string;
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>`: put it in PUSH_ENDPOINT_ALLOW. */
  origin: string;
  port: number;
  /** Pushes that passed the checks and were decrypted, with the status answered (201 unless scripted). */
  received: ReceivedPush[];
  /** Pushes refused by the checks (bad signature, unknown subscription, wrong encoding…). */
  refused: RefusedPush[];
  /** A new subscription on this service, `{ endpoint, keys: { p256dh, auth } }` as a browser gives it. */
  createSubscription(): TestPushSubscription;
  /** The device token the push SDKs send: `btoa(JSON.stringify(subscription))`. */
  tokenOf(subscription: TestPushSubscription): string;
  /** The next `times` valid pushes (any subscription) answer `status` (with Retry-After when given). */
  respondWith(status: number, options?: { times?: number; retryAfter?: string | number }): void;
  /** Forgets what was received or refused and any scripted answers left. */
  reset(): void;
  /** Resolves once `count` pushes have been received (answered 2xx or scripted), or rejects on time-out. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Holder {
  ecdh: ECDH;
  auth: string;
  endpoint: string;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The VAPID claims of an Authorization header, checked; throws a Refusal (401/403) otherwise. */
function checkVapid(
  header: string | undefined,
  audience: string,
  expectedKey: string | undefined,
): ReceivedPush['vapid'] {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)\s*$/.exec(header ?? '');
  if (!match) throw new Refusal(401, 'missing or malformed VAPID Authorization');
  const [, jwt = '', k = ''] = match;
  const key = Buffer.from(k, 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Refusal(401, 'k is not a P-256 public key');
  if (expectedKey && k !== expectedKey) throw new Refusal(403, 'k is not the server key');
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: base64url(key.subarray(1, 33)), y: base64url(key.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'bad ES256 signature');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Refusal(403, `alg ${header_.alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: unknown;
    exp?: unknown;
    sub?: unknown;
  };
  if (claims.aud !== audience) throw new Refusal(403, `aud ${String(claims.aud)} is not ${audience}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) {
    throw new Refusal(403, 'exp not within the next 24 hours');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new Refusal(403, 'sub is not mailto: or https:');
  }
  return { publicKey: k, sub: claims.sub, aud: claims.aud, exp: claims.exp };
}

/**
 * Starts the service on 127.0.0.1 (`port` 0 or absent: a free one). `vapidPublicKey`: the key
 * every push must be signed with (the server's), checked when given.
 */
export async function startLocalPushService(
  options: { port?: number; vapidPublicKey?: string } = {},
): Promise<LocalPushService> {
  const holders = new Map<string, Holder>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const script: { status: number; retryAfter?: string | number }[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const handle = (
    request: http.IncomingMessage,
    body: Buffer,
  ): { status: number; headers?: Record<string, string> } => {
    const id = /^\/push\/([A-Za-z0-9-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    try {
      if (request.method !== 'POST') throw new Refusal(405, `method ${request.method}`);
      const holder = holders.get(id);
      if (!holder) throw new Refusal(410, 'unknown subscription');
      const vapid = checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
      if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) throw new Refusal(400, 'TTL missing');
      if (body.length > 4096) throw new Refusal(413, `payload of ${body.length} bytes`);
      let text: string;
      try {
        text = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: holder.ecdh, authSecret: holder.auth })
          .toString('utf8');
      } catch (error) {
        throw new Refusal(400, `cannot decrypt: ${(error as Error).message}`);
      }
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      const scripted = script.shift();
      const status = scripted?.status ?? 201;
      received.push({
        subscriptionId: id,
        endpoint: holder.endpoint,
        text,
        json,
        headers: request.headers,
        vapid,
        status,
        receivedAt: new Date(),
      });
      for (const wake of waiters) wake();
      return {
        status,
        ...(scripted?.retryAfter !== undefined
          ? { headers: { 'retry-after': String(scripted.retryAfter) } }
          : {}),
      };
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 500;
      refused.push({ subscriptionId: id, status, reason: (error as Error).message });
      return { status };
    }
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = handle(request, Buffer.concat(chunks));
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      response.end(answer.status < 300 ? '' : `status ${answer.status}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    port,
    received,
    refused,
    createSubscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = base64url(randomBytes(16));
      const id = randomUUID();
      const endpoint = `${origin}/push/${id}`;
      holders.set(id, { ecdh, auth, endpoint });
      return { endpoint, keys: { p256dh: base64url(ecdh.getPublicKey()), auth } };
    },
    tokenOf(subscription) {
      return Buffer.from(JSON.stringify(subscription)).toString('base64');
    },
    respondWith(status, { times = 1, retryAfter } = {}) {
      for (let i = 0; i < times; i++)
        script.push({ status, ...(retryAfter !== undefined ? { retryAfter } : {}) });
    },
    reset() {
      received.length = 0;
      refused.length = 0;
      script.length = 0;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`local push service: ${received.length} of ${count} pushes after ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
