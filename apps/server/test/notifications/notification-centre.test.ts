import { NOTIFICATION_KINDS } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationApp, draft, type NotificationApp } from './notification-fixtures.ts';

/** The notification centre: the user's own notifications, paged, read/unread, deleted; preferences. */
let t: NotificationApp;
let anna: { id: number; token: string };
let bruno: { id: number; token: string };
const ids: number[] = [];

beforeAll(async () => {
  t = await createNotificationApp();
  anna = await t.user('Anna');
  bruno = await t.user('Bruno');
  for (let i = 1; i <= 5; i++) {
    const [raised] = await t.raise([draft(anna.id, { title: `Notifica ${i}`, entityId: i })]);
    ids.push(raised?.id as number);
  }
  await t.raise([draft(bruno.id, { title: 'Di Bruno' })]);
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

describe('notification centre', () => {
  it('lists my notifications newest first, paged, with the total', async () => {
    const first = await get('/api/notifications?per_page=2', anna.token);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.meta).toEqual({ total: 5, page: 1, per_page: 2 });
    expect(page.data.map((n: { title: string }) => n.title)).toEqual(['Notifica 5', 'Notifica 4']);
    expect(page.data[0]).toMatchObject({
      kind: 'todo_assigned',
      link: '/todos/12/detail',
      entity: 'todo',
      entity_id: 5,
      body: null,
      read_at: null,
    });
    const third = (await get('/api/notifications?per_page=2&page=3', anna.token)).json();
    expect(third.data.map((n: { title: string }) => n.title)).toEqual(['Notifica 1']);
  });

  it('refuses a page size over 100 and a bad flag in Italian', async () => {
    const big = await get('/api/notifications?per_page=101', anna.token);
    expect(big.statusCode).toBe(422);
    expect(JSON.stringify(big.json())).toContain('Al massimo 100 per pagina');
    const flag = await get('/api/notifications?unread=forse', anna.token);
    expect(flag.statusCode).toBe(422);
  });

  it('marks one read and unread, filters and counts the unread ones', async () => {
    const id = ids[1] as number;
    const read = await t.request({
      method: 'PUT',
      url: `/api/notifications/${id}/read`,
      token: anna.token,
      payload: { read: true },
    });
    expect(read.statusCode).toBe(200);
    const readAt = read.json().notification.read_at;
    expect(readAt).toEqual(expect.any(String));
    // Read again: the first reading's time stays.
    const again = await t.request({
      method: 'PUT',
      url: `/api/notifications/${id}/read`,
      token: anna.token,
      payload: { read: true },
    });
    expect(again.json().notification.read_at).toBe(readAt);

    expect((await get('/api/notifications/unread-count', anna.token)).json()).toEqual({ unread: 4 });
    const unread = (await get('/api/notifications?unread=1', anna.token)).json();
    expect(unread.meta.total).toBe(4);
    expect(unread.data.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await get('/api/notifications?unread=false', anna.token)).json().meta.total).toBe(5);

    const back = await t.request({
      method: 'PUT',
      url: `/api/notifications/${id}/read`,
      token: anna.token,
      payload: { read: false },
    });
    expect(back.json().notification.read_at).toBeNull();
    expect((await get('/api/notifications/unread-count', anna.token)).json()).toEqual({ unread: 5 });

    const bad = await t.request({
      method: 'PUT',
      url: `/api/notifications/${id}/read`,
      token: anna.token,
      payload: { read: 'sì' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('marks all read, mine only', async () => {
    const res = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: anna.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 5 });
    expect((await get('/api/notifications/unread-count', anna.token)).json()).toEqual({ unread: 0 });
    expect((await get('/api/notifications/unread-count', bruno.token)).json()).toEqual({ unread: 1 });
    const twice = await t.request({ method: 'POST', url: '/api/notifications/read-all', token: anna.token });
    expect(twice.json()).toEqual({ updated: 0 });
  });

  it('deletes one of mine; another user’s, a deleted one or a bad id is not found', async () => {
    const id = ids[0] as number;
    const asBruno = await t.request({
      method: 'DELETE',
      url: `/api/notifications/${id}`,
      token: bruno.token,
    });
    expect(asBruno.statusCode).toBe(404);
    const markAsBruno = await t.request({
      method: 'PUT',
      url: `/api/notifications/${id}/read`,
      token: bruno.token,
      payload: { read: false },
    });
    expect(markAsBruno.statusCode).toBe(404);
    expect(markAsBruno.json().alert.message).toBe('Risorsa non trovata.');

    const mine = await t.request({ method: 'DELETE', url: `/api/notifications/${id}`, token: anna.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ result: 'deleted', message: 'Notifica eliminata.' });
    const gone = await t.request({ method: 'DELETE', url: `/api/notifications/${id}`, token: anna.token });
    expect(gone.statusCode).toBe(404);
    expect((await get('/api/notifications', anna.token)).json().meta.total).toBe(4);
    const zero = await t.request({ method: 'DELETE', url: '/api/notifications/0', token: anna.token });
    expect([404, 422]).toContain(zero.statusCode);
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/preferences',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('notification preferences', () => {
  it('answers every kind with the defaults, and no digest', async () => {
    const res = await get('/api/notifications/preferences', anna.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, in_app: true, push: true, email: false })),
      email_digest: false,
    });
  });

  it('updates the kinds given and the digest, keeps the rest, per user', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      token: anna.token,
      payload: {
        preferences: [{ kind: 'todo_due', in_app: false, push: false, email: true }],
        email_digest: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.email_digest).toBe(true);
    expect(body.preferences).toHaveLength(NOTIFICATION_KINDS.length);
    expect(body.preferences.find((p: { kind: string }) => p.kind === 'todo_due')).toEqual({
      kind: 'todo_due',
      in_app: false,
      push: false,
      email: true,
    });
    expect(body.preferences.find((p: { kind: string }) => p.kind === 'mention')).toEqual({
      kind: 'mention',
      in_app: true,
      push: true,
      email: false,
    });
    // Changed again (upsert), only the digest this time.
    const off = await t.request({
      method: 'PUT',
      url: '/api/notifications/preferences',
      token: anna.token,
      payload: { email_digest: false },
    });
    expect(off.json().email_digest).toBe(false);
    expect(off.json().preferences.find((p: { kind: string }) => p.kind === 'todo_due').email).toBe(true);
    const bruno2 = (await get('/api/notifications/preferences', bruno.token)).json();
    expect(bruno2.preferences.every((p: { in_app: boolean }) => p.in_app)).toBe(true);
  });

  it('refuses an unknown kind, a repeated kind and a wrong type with Italian messages', async () => {
    const put = (payload: unknown) =>
      t.request({
        method: 'PUT',
        url: '/api/notifications/preferences',
        token: anna.token,
        payload: payload as object,
      });
    const unknown = await put({ preferences: [{ kind: 'fax', in_app: true, push: true, email: true }] });
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain('Tipo di notifica sconosciuto');
    const twice = await put({
      preferences: [
        { kind: 'mention', in_app: true, push: true, email: true },
        { kind: 'mention', in_app: false, push: true, email: true },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json())).toContain('Un tipo di notifica è ripetuto');
    const wrong = await put({ preferences: [{ kind: 'mention', in_app: 'yes', push: true, email: true }] });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain('usa true o false');
    expect((await put({ preferences: null })).statusCode).toBe(422);
  });
});
