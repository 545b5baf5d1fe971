import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBool } from '../../src/db/values.ts';
import { sendQueuedEmail } from '../../src/modules/notifications/notification-email.ts';
import { listMails, waitForMail } from '../mail.ts';
import { createNotificationApp, draft, type NotificationApp } from './notification-fixtures.ts';

/** raiseNotifications: preferences, dedupe, e-mails queued only when opted in; sendQueuedEmail. */
let t: NotificationApp;
beforeAll(async () => {
  t = await createNotificationApp();
});
afterAll(async () => t?.close());

const stored = (userId: number) =>
  t.app.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'read_at', 'dedupe_key'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const emails = (userId: number) =>
  t.app.db
    .selectFrom('delivery_queue')
    .select(['id', 'notification_id', 'payload', 'next_attempt_at', 'sent_at'])
    .where('channel', '=', 'email')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const setPreference = (
  token: string,
  kind: string,
  channels: { in_app: boolean; push: boolean; email: boolean },
) =>
  t.request({
    method: 'PUT',
    url: '/api/notifications/preferences',
    token,
    payload: { preferences: [{ kind, ...channels }] },
  });

describe('raiseNotifications', () => {
  it('stores by default, in app and without e-mail', async () => {
    const u = await t.user('Carla');
    const raised = await t.raise([draft(u.id)]);
    expect(raised).toEqual([{ id: expect.any(Number), userId: u.id, inApp: true }]);
    expect(await stored(u.id)).toEqual([expect.objectContaining({ kind: 'todo_assigned', read_at: null })]);
    expect(await emails(u.id)).toEqual([]);
  });

  it('raises once per user and dedupe key, even when raised twice at once', async () => {
    const u = await t.user('Dario');
    const v = await t.user('Elena');
    const key = 'todo_due:12:2026-11-26';
    const first = await t.raise([draft(u.id, { kind: 'todo_due', dedupeKey: key })]);
    expect(first).toHaveLength(1);
    expect(await t.raise([draft(u.id, { kind: 'todo_due', dedupeKey: key })])).toEqual([]);
    await Promise.all([
      t.raise([draft(v.id, { kind: 'todo_due', dedupeKey: key })]),
      t.raise([draft(v.id, { kind: 'todo_due', dedupeKey: key })]),
    ]);
    expect(await stored(u.id)).toHaveLength(1);
    expect(await stored(v.id)).toHaveLength(1);
    // Without a key: always a new one.
    await t.raise([draft(u.id), draft(u.id)]);
    expect(await stored(u.id)).toHaveLength(3);
  });

  it('follows the preferences: everything off stores nothing; in app off stores it read', async () => {
    const u = await t.user('Franco');
    await setPreference(u.token, 'mention', { in_app: false, push: false, email: false });
    await setPreference(u.token, 'opportunity_state', { in_app: false, push: true, email: false });
    expect(await t.raise([draft(u.id, { kind: 'mention' })])).toEqual([]);
    const raised = await t.raise([draft(u.id, { kind: 'opportunity_state' })]);
    expect(raised).toEqual([{ id: expect.any(Number), userId: u.id, inApp: false }]);
    const rows = await stored(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.read_at).toEqual(expect.anything());
    const count = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token: u.token });
    expect(count.json()).toEqual({ unread: 0 });
  });

  it('skips inactive and banned users', async () => {
    const u = await t.user('Gino');
    await t.app.db
      .updateTable('users')
      .set({ banned: dbBool(true) })
      .where('id', '=', u.id)
      .execute();
    expect(await t.raise([draft(u.id)])).toEqual([]);
    expect(await stored(u.id)).toEqual([]);
  });

  it('queues an e-mail only when opted in, and sendQueuedEmail writes it in Italian', async () => {
    const u = await t.user('Ilaria');
    await t.raise([draft(u.id, { kind: 'contract_expiring' })]);
    expect(await emails(u.id)).toEqual([]);

    await setPreference(u.token, 'contract_expiring', { in_app: true, push: false, email: true });
    const [raised] = await t.raise([
      draft(u.id, {
        kind: 'contract_expiring',
        title: 'Il contratto «Assistenza Bianchi» scade tra 7 giorni',
        body: 'Scadenza: 03/12/2026',
        link: '/contracts/7/detail',
        entity: 'contract',
        entityId: 7,
      }),
    ]);
    const queued = await emails(u.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.notification_id).toBe(raised?.id);
    expect(queued[0]?.sent_at).toBeNull();
    expect(Date.parse(queued[0]?.next_attempt_at as string)).toBeLessThanOrEqual(Date.now());

    const before = listMails(t.db.dataDir).length;
    await sendQueuedEmail(t.context, queued[0]?.payload);
    const mail = await waitForMail(t.db.dataDir, before + 1);
    expect(mail).toContain(`To: ${u.email}`);
    // The subject (an encoded word: it has «») is the title, naming the record.
    expect(mail).toMatch(
      /Subject: =\?UTF-8\?Q\?Officina:_Il_contratto_.*Assistenz.*Bianchi»_scade_tra_7_giorni/,
    );
    expect(mail).toContain('Ciao Ilaria,');
    expect(mail).toContain('Il contratto «Assistenza Bianchi» scade tra 7 giorni');
    expect(mail).toContain('Scadenza: 03/12/2026');
    expect(mail).toContain('http://officina.test/contracts/7/detail');
    expect(mail).toContain('Profilo → Notifiche');
    expect(mail).toContain('http://officina.test/profile');
  });

  it('sendQueuedEmail refuses a payload it does not understand, and skips a user since banned', async () => {
    await expect(sendQueuedEmail(t.context, '{"type":"fax"}')).rejects.toThrow();
    await expect(sendQueuedEmail(t.context, 'not json')).rejects.toThrow();
    const u = await t.user('Luca');
    await t.app.db
      .updateTable('users')
      .set({ active: dbBool(false) })
      .where('id', '=', u.id)
      .execute();
    const before = listMails(t.db.dataDir).length;
    await sendQueuedEmail(t.context, {
      type: 'notification',
      userId: u.id,
      kind: 'mention',
      title: 'x',
      body: null,
      link: null,
    });
    await t.context.mailer.flush();
    expect(listMails(t.db.dataDir)).toHaveLength(before);
  });
});
