import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQueuedEmail } from '../../src/modules/notifications/notification-email.ts';
import {
  purgeNotifications,
  runDigestSweep,
} from '../../src/modules/notifications/notification-maintenance-job.ts';
import { listMails, waitForMail } from '../mail.ts';
import { createNotificationApp, draft, type NotificationApp } from './notification-fixtures.ts';

/** Retention (90 days, deliveries 7) and the daily digest (08:00 Rome, once per day across instances). */
let t: NotificationApp;
beforeAll(async () => {
  t = await createNotificationApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const setCreated = (id: number, iso: string) =>
  t.app.db.updateTable('notifications').set({ created_at: iso }).where('id', '=', id).execute();

describe('purge', () => {
  it('removes notifications older than 90 days and finished deliveries older than 7', async () => {
    const u = await t.user('Piero');
    const now = new Date('2026-11-26T10:00:00Z');
    const [old, recent] = await t.raise([
      draft(u.id, { title: 'vecchia' }),
      draft(u.id, { title: 'recente' }),
    ]);
    await setCreated(old?.id as number, new Date(now.getTime() - 90 * DAY - 1000).toISOString());
    await setCreated(recent?.id as number, new Date(now.getTime() - 89 * DAY).toISOString());
    const queue = (values: { created: number; sent?: boolean; failed?: boolean }) =>
      t.app.db
        .insertInto('delivery_queue')
        .values({
          channel: 'email',
          user_id: u.id,
          notification_id: null,
          payload: '{}',
          next_attempt_at: now.toISOString(),
          created_at: new Date(now.getTime() - values.created * DAY).toISOString(),
          sent_at: values.sent ? now.toISOString() : null,
          failed_at: values.failed ? now.toISOString() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const sentOld = await queue({ created: 8, sent: true });
    const failedOld = await queue({ created: 8, failed: true });
    const pendingOld = await queue({ created: 8 });
    const sentRecent = await queue({ created: 6, sent: true });

    // Push devices: one registered 8 days ago that never got a user goes; a newer one and one with a user stay.
    const device = (id: string, days: number, userId: number | null) =>
      t.app.db
        .insertInto('push_devices')
        .values({
          id,
          instance_id: 'officina',
          token: 't',
          endpoint: `https://push.example.com/${id}`,
          p256dh: 'k',
          auth: 'a',
          user_id: userId,
          sdk_version: '1.1.0',
          created_at: new Date(now.getTime() - days * DAY).toISOString(),
          updated_at: new Date(now.getTime() - days * DAY).toISOString(),
        })
        .execute();
    await device('web-orphan-old', 8, null);
    await device('web-orphan-new', 6, null);
    await device('web-owned-old', 8, u.id);

    const purged = await purgeNotifications(t.app.db, now);
    expect(purged.notifications).toBe(1);
    expect(purged.deliveries).toBe(2);
    expect(purged.devices).toBe(1);
    const devices = (await t.app.db.selectFrom('push_devices').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    expect(devices).toEqual(['web-orphan-new', 'web-owned-old']);
    const left = await t.app.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', u.id)
      .execute();
    expect(left.map((r) => r.title)).toEqual(['recente']);
    const deliveries = (await t.app.db.selectFrom('delivery_queue').select('id').execute()).map((r) => r.id);
    expect(deliveries).not.toContain(sentOld.id);
    expect(deliveries).not.toContain(failedOld.id);
    expect(deliveries).toContain(pendingOld.id);
    expect(deliveries).toContain(sentRecent.id);
    expect(await purgeNotifications(t.app.db, now)).toEqual({ notifications: 0, deliveries: 0, devices: 0 });
  });
});

describe('daily digest', () => {
  it('queues once per day from 08:00 Rome, only for those who asked, with the last day’s unread', async () => {
    const digestDay = '2026-11-27';
    const wants = await t.user('Rita');
    const doesNot = await t.user('Sara');
    const nothingNew = await t.user('Tina');
    for (const u of [wants, nothingNew]) {
      await t.request({
        method: 'PUT',
        url: '/api/notifications/preferences',
        token: u.token,
        payload: { email_digest: true },
      });
    }
    // 26 Nov 08:00 Rome = 07:00 UTC; 27 Nov 08:00 Rome = 07:00 UTC.
    const raised = await t.raise([
      draft(wants.id, { title: 'Prima di ieri alle 8' }),
      draft(wants.id, { title: 'Ieri pomeriggio', link: '/todos/3/detail' }),
      draft(wants.id, { title: 'Stamattina presto' }),
      draft(wants.id, { title: 'Letta' }),
      draft(wants.id, { title: 'Dopo le 8' }),
      draft(doesNot.id, { title: 'Non la vuole' }),
    ]);
    const at = [
      '2026-11-26T06:59:59Z',
      '2026-11-26T14:30:00Z',
      '2026-11-27T05:00:00Z',
      '2026-11-26T15:00:00Z',
    ];
    for (const [i, iso] of at.entries()) await setCreated(raised[i]?.id as number, iso);
    await setCreated(raised[4]?.id as number, '2026-11-27T07:00:00Z');
    await setCreated(raised[5]?.id as number, '2026-11-26T12:00:00Z');
    await t.app.db
      .updateTable('notifications')
      .set({ read_at: '2026-11-26T16:00:00Z' })
      .where('id', '=', raised[3]?.id as number)
      .execute();

    // 07:59 in Rome: not yet.
    expect(await runDigestSweep(t.app.db, new Date('2026-11-27T06:59:00Z'))).toBe(0);
    // Two instances at once at 08:05: one digest for the one user with something unread.
    const now = new Date('2026-11-27T07:05:00Z');
    const runs = await Promise.all([runDigestSweep(t.app.db, now), runDigestSweep(t.app.db, now)]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await runDigestSweep(t.app.db, new Date('2026-11-27T20:00:00Z'))).toBe(0);
    const claims = await t.app.db
      .selectFrom('job_runs')
      .select('run_key')
      .where('job', '=', 'notification_digest')
      .execute();
    expect(claims.map((c) => c.run_key)).toEqual([digestDay]);

    const queued = await t.app.db
      .selectFrom('delivery_queue')
      .select(['user_id', 'payload', 'notification_id'])
      .where('channel', '=', 'email')
      .where('user_id', 'in', [wants.id, doesNot.id, nothingNew.id])
      .execute();
    expect(queued.map((q) => q.user_id)).toEqual([wants.id]);
    expect(queued[0]?.notification_id).toBeNull();
    const payload = JSON.parse(queued[0]?.payload as string);
    expect(payload).toMatchObject({ type: 'digest', userId: wants.id, day: digestDay, more: 0 });
    expect(payload.items.map((i: { title: string }) => i.title)).toEqual([
      'Stamattina presto',
      'Ieri pomeriggio',
    ]);

    const before = listMails(t.db.dataDir).length;
    await sendQueuedEmail(t.context, queued[0]?.payload);
    const mail = await waitForMail(t.db.dataDir, before + 1);
    expect(mail).toContain('Ciao Rita,');
    expect(mail).toContain('ecco le 2 notifiche non lette dell’ultimo giorno:');
    expect(mail).toContain('- 26/11/2026 15:30 — Ieri pomeriggio');
    expect(mail).toContain('http://officina.test/todos/3/detail');
    expect(mail).toContain('- 27/11/2026 06:00 — Stamattina presto');
    expect(mail).toContain('Profilo → Notifiche');

    // The next day is a new run.
    await t
      .raise([draft(wants.id, { title: 'Nuova' })])
      .then(([r]) => setCreated(r?.id as number, '2026-11-27T12:00:00Z'));
    expect(await runDigestSweep(t.app.db, new Date('2026-11-28T07:00:00Z'))).toBe(1);
  });
});
