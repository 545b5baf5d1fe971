import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig } from '../../src/config/config.ts';
import { backoffMs, retryAfterMs } from '../../src/modules/push/delivery-worker.ts';
import {
  checkPushEndpoint,
  isPublicAddress,
  publicOnlyLookup,
} from '../../src/modules/push/endpoint-guard.ts';
import { buildPushPayload, fitPushPayload, payloadToSend } from '../../src/modules/push/push-payload.ts';
import { sendWebPush } from '../../src/modules/push/push-sender.ts';
import { decodeSubscriptionToken } from '../../src/modules/push/push-subscription.ts';
import { defaultVapidSubject, vapidDetails } from '../../src/modules/push/vapid-keys.ts';
import { type LocalPushService, startLocalPushService } from '../support/local-push-service.ts';

describe('public addresses', () => {
  it.each(['8.8.8.8', '1.1.1.1', '142.250.180.10', '2001:4860:4860::8888', '2a00:1450:4002:410::200a'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '198.18.0.1',
    '192.0.2.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '2002:0a00:0001::1',
    '64:ff9b::a00:1',
    'not an ip',
  ])('%s is not', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('checkPushEndpoint', () => {
  const resolver = (table: Record<string, string[]>) => async (host: string) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return found;
  };
  const dns = resolver({
    'fcm.googleapis.com': ['142.250.180.10', '2a00:1450:4002:410::200a'],
    'rebind.example': ['93.184.216.34', '10.0.0.5'],
    'inside.example': ['192.168.1.10'],
  });

  it('accepts https to a name whose every address is public', async () => {
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [], dns)).toMatchObject({
      ok: true,
      allowListed: false,
    });
    expect(await checkPushEndpoint('https://8.8.8.8/x', [], dns)).toMatchObject({ ok: true });
  });

  it('refuses names with any private address, unknown names, http and credentials', async () => {
    expect(await checkPushEndpoint('https://rebind.example/x', [], dns)).toEqual({
      ok: false,
      reason: 'address',
    });
    expect(await checkPushEndpoint('https://inside.example/x', [], dns)).toEqual({
      ok: false,
      reason: 'address',
    });
    expect(await checkPushEndpoint('https://nowhere.example/x', [], dns)).toEqual({
      ok: false,
      reason: 'unresolved',
    });
    expect(await checkPushEndpoint('http://fcm.googleapis.com/x', [], dns)).toEqual({
      ok: false,
      reason: 'scheme',
    });
    expect(await checkPushEndpoint('https://u:p@fcm.googleapis.com/x', [], dns)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await checkPushEndpoint('javascript:alert(1)', [], dns)).toEqual({ ok: false, reason: 'scheme' });
    expect(await checkPushEndpoint('nonsense', [], dns)).toEqual({ ok: false, reason: 'invalid' });
    // Odd spellings of loopback are read as the address they are.
    expect(await checkPushEndpoint('https://0x7f.1/x', [], dns)).toEqual({ ok: false, reason: 'address' });
    expect(await checkPushEndpoint('https://2130706433/x', [], dns)).toEqual({
      ok: false,
      reason: 'address',
    });
  });

  it('accepts any endpoint of an allow-listed origin, and only of that origin', async () => {
    const allow = ['http://127.0.0.1:4567', 'https://Push.Internal:443'];
    expect(await checkPushEndpoint('http://127.0.0.1:4567/push/1', allow, dns)).toMatchObject({
      ok: true,
      allowListed: true,
    });
    expect(await checkPushEndpoint('https://push.internal/p', allow, dns)).toMatchObject({
      ok: true,
      allowListed: true,
    });
    expect(await checkPushEndpoint('http://127.0.0.1:4568/push/1', allow, dns)).toMatchObject({ ok: false });
    expect(await checkPushEndpoint('https://127.0.0.1:4567/push/1', allow, dns)).toMatchObject({ ok: false });
  });

  it('the send-time lookup answers only public addresses', async () => {
    const lookup = (host: string, all: boolean) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
        publicOnlyLookup(host, { all }, (error, address) => resolve({ error, address })),
      );
    expect((await lookup('localhost', false)).error?.code).toBe('EPUSHADDRESS');
    expect((await lookup('localhost', true)).error?.code).toBe('EPUSHADDRESS');
  });
});

describe('device tokens', () => {
  const ecdh = webPush.generateVAPIDKeys(); // any P-256 public key will do as a browser's
  const sub = {
    endpoint: 'https://push.example/x',
    keys: { p256dh: ecdh.publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
  };
  const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  it('decodes btoa(JSON.stringify(subscription)), in base64 or base64url', () => {
    expect(decodeSubscriptionToken(token(sub))).toEqual({ endpoint: sub.endpoint, ...sub.keys });
    expect(decodeSubscriptionToken(Buffer.from(JSON.stringify(sub)).toString('base64url'))).toEqual({
      endpoint: sub.endpoint,
      ...sub.keys,
    });
  });

  it.each([
    ['null', token(null)],
    ['a list', token([sub])],
    ['no keys', token({ endpoint: sub.endpoint })],
    ['a short auth', token({ ...sub, keys: { ...sub.keys, auth: 'AAAA' } })],
    [
      'p256dh off the curve',
      token({ ...sub, keys: { ...sub.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }),
    ],
    ['an endpoint of 3000 characters', token({ ...sub, endpoint: `https://a.example/${'x'.repeat(3000)}` })],
    ['a number as endpoint', token({ ...sub, endpoint: 12 })],
    ['not base64', '%%%'],
  ])('refuses %s', (_name, value) => expect(decodeSubscriptionToken(value)).toBeNull());
});

describe('payload', () => {
  it('stays within 3000 bytes whatever the text, cutting the body first, then the title', () => {
    const huge = buildPushPayload({ title: '😀'.repeat(5000), body: '\u0001'.repeat(50_000) }, 'pub-1');
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeLessThanOrEqual(3000);
    expect(Array.from(huge.notification.title)).toHaveLength(200);
    expect(huge.notification.body.endsWith('…')).toBe(true);
    const titleOnly = fitPushPayload({
      ...huge,
      notification: { ...huge.notification, title: '€'.repeat(5000) },
    });
    expect(Buffer.byteLength(JSON.stringify(titleOnly))).toBeLessThanOrEqual(3000);
    expect(titleOnly.notification.body).toBe('');
    expect(titleOnly.notification.title.endsWith('…')).toBe(true);
    const fitted = fitPushPayload(
      { ...huge, notification: { ...huge.notification, title: 'Breve', body: 'é'.repeat(4000) } },
      1000,
    );
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(1000);
    expect(fitted.notification.title).toBe('Breve');
  });

  it('makes the links absolute under APP_URL when sent, and keeps foreign links out', () => {
    const queued = JSON.stringify(buildPushPayload({ title: 't', link: 'https://evil.example/x' }, 'pub-2'));
    const sent = JSON.parse(payloadToSend(queued, 'https://app.example'));
    expect(sent.notification).toMatchObject({
      icon: 'https://app.example/icon-192.png',
      deep_link: 'https://app.example/',
    });
  });
});

describe('retry timing', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('domani', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });
  it('doubles from 30 s up to 2 h, and a longer Retry-After (up to a day) wins', () => {
    expect([0, 1, 2, 7, 20].map((n) => backoffMs(n, null))).toEqual([
      30_000, 60_000, 120_000, 3_840_000, 7_200_000,
    ]);
    expect(backoffMs(0, 600_000)).toBe(600_000);
    expect(backoffMs(3, 1_000)).toBe(240_000);
    expect(backoffMs(0, 7 * 24 * 3600 * 1000)).toBe(24 * 3600 * 1000);
  });
});

describe('VAPID keys', () => {
  const dirs: string[] = [];
  const configIn = (env: Record<string, string> = {}) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-vapid-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, ...env });
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates DATA_DIR/vapid.json once; another configuration on the same DATA_DIR reads the same pair', () => {
    const config = configIn();
    const first = vapidDetails(config);
    const again = vapidDetails({ ...config });
    expect(again).toEqual(first);
    expect(first.subject).toBe('mailto:no-reply@officina.local');
    expect(fs.readdirSync(config.dataDir)).toEqual(['vapid.json']);
  });

  it('uses VAPID_* when set, and names them when malformed', () => {
    const keys = webPush.generateVAPIDKeys();
    const config = configIn({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://officina.example',
    });
    expect(vapidDetails(config)).toEqual({ ...keys, subject: 'https://officina.example' });
    expect(fs.existsSync(path.join(config.dataDir, 'vapid.json'))).toBe(false);
    const bad = configIn({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey });
    expect(() => vapidDetails(bad)).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('takes the subject from MAIL_FROM’s address', () => {
    expect(defaultVapidSubject('Officina <avvisi@studio.it>')).toBe('mailto:avvisi@studio.it');
    expect(defaultVapidSubject('avvisi@studio.it')).toBe('mailto:avvisi@studio.it');
  });
});

describe('the local push service', () => {
  let service: LocalPushService;
  const server = webPush.generateVAPIDKeys();
  beforeAll(async () => {
    service = await startLocalPushService({ vapidPublicKey: server.publicKey });
  });
  afterAll(() => service.close());
  const send = (keys: { publicKey: string; privateKey: string }, subject = 'mailto:a@b.it') =>
    sendWebPush(
      { endpoint: service.createSubscription().endpoint, ...service.createSubscription().keys },
      'x',
      { ...keys, subject },
      [service.origin],
    );

  it('decrypts what the server sends, and refuses another key, another subscription or a bad payload', async () => {
    service.reset();
    const subscription = service.createSubscription();
    const ok = await sendWebPush(
      { endpoint: subscription.endpoint, ...subscription.keys },
      '{"ciao":1}',
      { ...server, subject: 'mailto:a@b.it' },
      [service.origin],
    );
    expect(ok.status).toBe(201);
    expect(service.received[0]?.json).toEqual({ ciao: 1 });
    // Signed with another key: refused.
    expect((await send(webPush.generateVAPIDKeys())).status).toBe(403);
    // Keys of another subscription than the endpoint's: it can't decrypt.
    expect((await send(server)).status).toBe(400);
    expect(service.refused.map((r) => r.status)).toEqual([403, 400]);
  });
});
