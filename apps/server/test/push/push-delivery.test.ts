import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { AppContext } from '../../src/context.ts';
import { nowIso } from '../../src/db/values.ts';
import {
  DELIVERY_MAX_ATTEMPTS,
  RETRY_BASE_MS,
  runDeliveryBatch,
  startDeliveryWorker,
} from '../../src/modules/push/delivery-worker.ts';
import {
  enqueuePushToInterests,
  enqueuePushToUsers,
  type PushMessage,
} from '../../src/modules/push/push-publish.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';
import { type LocalPushService, startLocalPushService } from '../support/local-push-service.ts';
import { testEngine } from '../test-db.ts';
import { deviceCall, registerDevice, userDevice } from './push-fixtures.ts';

const vapid = webPush.generateVAPIDKeys();
let t: TestApp;
let push: LocalPushService;
let ctx: AppContext;
let admin: { token: string; userId: number };

beforeAll(async () => {
  push = await startLocalPushService({ vapidPublicKey: vapid.publicKey });
  t = await createTestApp({
    push: {
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
      vapidSubject: 'mailto:push@officina.test',
      endpointAllow: [push.origin],
    },
  });
  ctx = { config: t.config, db: t.app.db, engine: testEngine } as AppContext;
  const token = await t.login(ADMIN.email, ADMIN.password);
  admin = {
    token,
    userId: (await t.request({ method: 'GET', url: '/api/user/auth', token })).json().user.id,
  };
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(async () => {
  // Each test starts from an empty queue, no devices and a fresh record of received pushes.
  await t.app.db.deleteFrom('delivery_queue').execute();
  await t.app.db.deleteFrom('push_devices').execute();
  push.reset();
});

const message: PushMessage = {
  title: 'Nuovo to-do',
  body: 'Mario ti ha assegnato «Preventivo»',
  link: '/todos/7/detail',
};
const toUsers = (userIds: number[], m: PushMessage = message) =>
  t.app.db.transaction().execute((trx) => enqueuePushToUsers(trx, userIds, m));
const toInterests = (interests: string[], m: PushMessage = message) =>
  t.app.db.transaction().execute((trx) => enqueuePushToInterests(trx, interests, m));
const queue = () => t.app.db.selectFrom('delivery_queue').selectAll().orderBy('id').execute();
const later = (ms: number) => new Date(Date.now() + ms);

describe('publishing to users', () => {
  it('reaches the user’s device, decrypted, signed with the server’s VAPID key, in the provider’s format', async () => {
    const deviceId = await userDevice(t, push, admin);
    expect(await toUsers([admin.userId])).toBe(1);
    const result = await runDeliveryBatch(ctx);
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.refused).toEqual([]);
    const [got] = push.received;
    expect(got?.vapid).toMatchObject({
      publicKey: vapid.publicKey,
      sub: 'mailto:push@officina.test',
      aud: push.origin,
    });
    expect(got?.headers.ttl).toBe('86400');
    expect(got?.json).toEqual({
      notification: {
        title: 'Nuovo to-do',
        body: 'Mario ti ha assegnato «Preventivo»',
        icon: 'http://officina.test/icon-192.png',
        deep_link: 'http://officina.test/todos/7/detail',
      },
      data: {
        pusher: {
          instanceId: 'officina',
          publishId: expect.stringMatching(/^pub-/),
          hasDisplayableContent: true,
          hasData: true,
        },
        notification_id: null,
      },
    });
    const [row] = await queue();
    expect(row).toMatchObject({ channel: 'push', device_id: deviceId, user_id: admin.userId, attempts: 0 });
    expect(row?.sent_at).toBeTruthy();
    // Sent once: the next batch finds nothing.
    expect((await runDeliveryBatch(ctx)).claimed).toBe(0);
  });

  it('skips devices without a user, other users’ devices and links to other sites', async () => {
    const other = { email: 'push-delivery@test.it', password: 'password-altro-1' };
    const otherId = await t.createUser(other);
    const otherToken = await t.login(other.email, other.password);
    await registerDevice(t, push);
    await userDevice(t, push, { token: otherToken, userId: otherId });
    await userDevice(t, push, admin);
    expect(await toUsers([admin.userId, admin.userId], { title: 'x', link: '//evil.example/x' })).toBe(1);
    await runDeliveryBatch(ctx);
    expect(push.received).toHaveLength(1);
    const json = push.received[0]?.json as { notification: { deep_link: string } };
    expect(json.notification.deep_link).toBe('http://officina.test/');
  });

  it('after logout the device’s user gets no more pushes, even those queued before', async () => {
    const session = await t.login(ADMIN.email, ADMIN.password);
    await userDevice(t, push, { token: session, userId: admin.userId });
    expect(await toUsers([admin.userId])).toBe(1);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: session })).statusCode).toBe(
      200,
    );
    expect(await toUsers([admin.userId])).toBe(0);
    const result = await runDeliveryBatch(ctx);
    expect(result).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    expect(push.received).toEqual([]);
    expect((await queue())[0]?.last_error).toMatch(/Sessione/);
  });
});

describe('publishing to interests', () => {
  it('reaches each device with any of the interests once, whoever its user', async () => {
    const a = await registerDevice(t, push);
    const b = await registerDevice(t, push);
    const c = await registerDevice(t, push);
    await deviceCall(t, 'PUT', `/devices/web/${a}/interests`, { payload: { interests: ['officina-web'] } });
    await deviceCall(t, 'PUT', `/devices/web/${b}/interests`, {
      payload: { interests: ['officina-web', 'vendite'] },
    });
    await deviceCall(t, 'PUT', `/devices/web/${c}/interests`, { payload: { interests: ['altro'] } });
    expect(await toInterests(['officina-web', 'vendite', 'officina-web'])).toBe(2);
    expect(await runDeliveryBatch(ctx)).toMatchObject({ claimed: 2, sent: 2 });
    const endpoints = push.received.map((r) => r.subscriptionId).sort();
    expect(endpoints).toHaveLength(2);
    expect(new Set(endpoints).size).toBe(2);
    expect((await queue()).every((row) => row.user_id === null)).toBe(true);
  });
});

describe('payload size', () => {
  it('cuts a huge title and body so the encrypted message stays within the 4 KB Web Push limit', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId], {
      title: `${'Titolo 😀 '.repeat(100)}`,
      body: `${'«Corpo» con "virgolette" e \\ e 😀 '.repeat(5000)}\u0001`,
      link: '/todos/1/detail',
    });
    const stored = (await queue())[0]?.payload ?? '';
    expect(Buffer.byteLength(stored)).toBeLessThanOrEqual(3000);
    await runDeliveryBatch(ctx);
    expect(push.refused).toEqual([]);
    const [got] = push.received;
    expect(Buffer.byteLength(got?.text ?? '')).toBeLessThanOrEqual(3000);
    expect(Number(got?.headers['content-length'])).toBeLessThanOrEqual(4096);
    const { notification } = (got as { json: { notification: { title: string; body: string } } }).json;
    expect(notification.body.endsWith('…')).toBe(true);
    expect(notification.body.length).toBeGreaterThan(500);
    expect(notification.title.startsWith('Titolo 😀')).toBe(true);
    // No half surrogate pair left by a cut.
    expect(notification.body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('answers of the push service', () => {
  it.each([404, 410])('%i: the device is deleted with its queued pushes', async (status) => {
    const deviceId = await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    await toUsers([admin.userId]);
    push.respondWith(status);
    const result = await runDeliveryBatch(ctx, new Date(), { limit: 1 });
    expect(result).toMatchObject({ claimed: 1, pruned: 1 });
    expect(
      await t.app.db.selectFrom('push_devices').select('id').where('id', '=', deviceId).execute(),
    ).toEqual([]);
    expect(await queue()).toEqual([]);
  });

  it('429 waits for its Retry-After, 500 backs off exponentially, then the push is sent', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    push.respondWith(429, { retryAfter: 120 });
    const start = new Date();
    expect(await runDeliveryBatch(ctx, start)).toMatchObject({ retried: 1 });
    let [row] = await queue();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/HTTP 429/);
    expect(Date.parse(row?.next_attempt_at ?? '') - start.getTime()).toBe(120_000);
    expect((await runDeliveryBatch(ctx, new Date(start.getTime() + 119_000))).claimed).toBe(0);

    push.respondWith(500, { times: 2 });
    const second = new Date(start.getTime() + 120_000);
    expect(await runDeliveryBatch(ctx, second)).toMatchObject({ retried: 1 });
    [row] = await queue();
    // The second failure: 30 s × 2.
    expect(Date.parse(row?.next_attempt_at ?? '') - second.getTime()).toBe(2 * RETRY_BASE_MS);
    const third = new Date(second.getTime() + 2 * RETRY_BASE_MS);
    expect(await runDeliveryBatch(ctx, third)).toMatchObject({ retried: 1 });
    [row] = await queue();
    expect(Date.parse(row?.next_attempt_at ?? '') - third.getTime()).toBe(4 * RETRY_BASE_MS);

    const fourth = new Date(third.getTime() + 4 * RETRY_BASE_MS);
    expect(await runDeliveryBatch(ctx, fourth)).toMatchObject({ sent: 1 });
    [row] = await queue();
    expect(row?.sent_at).toBeTruthy();
    expect(row?.attempts).toBe(3);
    expect(push.received.map((r) => r.status)).toEqual([429, 500, 500, 201]);
  });

  it(`gives up after ${DELIVERY_MAX_ATTEMPTS} failed attempts`, async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    push.respondWith(503, { times: DELIVERY_MAX_ATTEMPTS });
    let now = Date.now();
    for (let i = 0; i < DELIVERY_MAX_ATTEMPTS; i++) {
      expect((await runDeliveryBatch(ctx, new Date(now))).claimed).toBe(1);
      // Each attempt when it falls due (30 s, 1 min, … 64 min: the session is still live).
      now = Date.parse((await queue())[0]?.next_attempt_at ?? '');
    }
    const [row] = await queue();
    expect(row?.failed_at).toBeTruthy();
    expect(row?.attempts).toBe(DELIVERY_MAX_ATTEMPTS);
    expect((await runDeliveryBatch(ctx, new Date(now))).claimed).toBe(0);
  });

  it('another 4xx gives the push up at once with its status', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    push.respondWith(400);
    expect(await runDeliveryBatch(ctx)).toMatchObject({ failed: 1 });
    const [row] = await queue();
    expect(row?.failed_at).toBeTruthy();
    expect(row?.last_error).toMatch(/^HTTP 400/);
  });

  it('a network error is retried', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    // The endpoint's port closed: the connection is refused.
    await t.app.db
      .updateTable('push_devices')
      .set({ endpoint: `${push.origin.replace(/:\d+$/, ':9')}/push/x` })
      .execute();
    const closed = {
      ...ctx,
      config: { ...t.config, push: { ...t.config.push, endpointAllow: ['http://127.0.0.1:9'] } },
    };
    expect(await runDeliveryBatch(closed)).toMatchObject({ retried: 1 });
    expect((await queue())[0]?.last_error).toMatch(/ECONNREFUSED/);
  });
});

describe('endpoints checked again at send time', () => {
  it('an origin no longer allowed is not called', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    const strict = { ...ctx, config: { ...t.config, push: { ...t.config.push, endpointAllow: [] } } };
    expect(await runDeliveryBatch(strict)).toMatchObject({ failed: 1 });
    expect(push.received).toEqual([]);
    expect((await queue())[0]?.last_error).toMatch(/Indirizzo non ammesso/);
  });

  it('a host name now resolving to a private address (DNS rebinding) is not connected to', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    // As if push.example had been re-pointed at 127.0.0.1: here `localhost` resolves to loopback.
    await t.app.db.updateTable('push_devices').set({ endpoint: 'https://localhost:1/push/x' }).execute();
    expect(await runDeliveryBatch(ctx)).toMatchObject({ failed: 1 });
    expect((await queue())[0]?.last_error).toMatch(
      /Indirizzo non ammesso: localhost: nessun indirizzo pubblico/,
    );
  });
});

describe('claiming', () => {
  it('two workers claiming at once send each push once', async () => {
    for (let i = 0; i < 12; i++) await registerDevice(t, push);
    const ids = (await t.app.db.selectFrom('push_devices').select('id').execute()).map((d) => d.id);
    for (const id of ids) await deviceCall(t, 'POST', `/devices/web/${id}/interests/officina-web`);
    expect(await toInterests(['officina-web'])).toBe(12);
    const now = new Date();
    const [a, b] = await Promise.all([
      runDeliveryBatch(ctx, now, { claimant: 'worker-a', limit: 8 }),
      runDeliveryBatch(ctx, now, { claimant: 'worker-b', limit: 8 }),
    ]);
    const c = await runDeliveryBatch(ctx, now, { claimant: 'worker-c' });
    expect((a?.claimed ?? 0) + (b?.claimed ?? 0) + c.claimed).toBe(12);
    expect(push.received).toHaveLength(12);
    expect(new Set(push.received.map((r) => r.subscriptionId)).size).toBe(12);
    expect((await queue()).every((row) => row.sent_at !== null)).toBe(true);
  });

  it('a claim held by another worker is left alone until it lapses', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    const now = new Date();
    await t.app.db
      .updateTable('delivery_queue')
      .set({ locked_by: 'elsewhere', locked_until: new Date(now.getTime() + 60_000).toISOString() })
      .execute();
    expect((await runDeliveryBatch(ctx, now)).claimed).toBe(0);
    expect((await runDeliveryBatch(ctx, new Date(now.getTime() + 60_000))).sent).toBe(1);
  });
});

describe('e-mail rows', () => {
  const enqueueEmail = (payload: unknown) =>
    t.app.db
      .insertInto('delivery_queue')
      .values({
        channel: 'email',
        device_id: null,
        user_id: admin.userId,
        notification_id: null,
        payload: JSON.stringify(payload),
        next_attempt_at: nowIso(),
        created_at: nowIso(),
      })
      .execute();

  it('go to the e-mail sender; a failure is retried', async () => {
    await enqueueEmail({ subject: 'uno' });
    const sent: unknown[] = [];
    let fail = true;
    const sendEmail = async (_ctx: AppContext, payload: unknown) => {
      if (fail) throw new Error('SMTP giù');
      sent.push(payload);
    };
    expect(await runDeliveryBatch(ctx, new Date(), { sendEmail })).toMatchObject({ retried: 1 });
    expect((await queue())[0]?.last_error).toBe('SMTP giù');
    fail = false;
    expect(await runDeliveryBatch(ctx, later(RETRY_BASE_MS), { sendEmail })).toMatchObject({ sent: 1 });
    expect(sent).toEqual([{ subject: 'uno' }]);
  });
});

describe('the worker', () => {
  it('logs a lost database once, keeps ticking, and works again when it is back', async () => {
    await userDevice(t, push, admin);
    await toUsers([admin.userId]);
    const logs: string[] = [];
    const log = {
      info: (_: object, m: string) => logs.push(`info ${m}`),
      warn: (_: object, m: string) => logs.push(`warn ${m}`),
      error: (_: object, m: string) => logs.push(`error ${m}`),
    };
    let down = true;
    // While `down`, every query fails as on a lost connection.
    const flaky = new Proxy(t.app.db, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        if (down) {
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        return value.bind(target);
      },
    });
    const worker = startDeliveryWorker({ ...ctx, db: flaky }, log, {}, 20);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(logs.filter((l) => l.startsWith('warn'))).toEqual([
      'warn delivery queue: database unavailable, retrying at the next tick',
    ]);
    down = false;
    await push.waitFor(1, 5000);
    await worker.stop();
    expect(logs).toContain('info delivery queue: working again');
    expect((await queue())[0]?.sent_at).toBeTruthy();
  });
});
