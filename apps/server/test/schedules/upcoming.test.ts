import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeLocal } from '../../src/modules/schedules/schedule-overlay.ts';
import { startReminderJob } from '../../src/modules/schedules/schedule-reminder-job.ts';
import { createEvent, createScheduleApp, json, type ScheduleApp } from './events-fixtures.ts';

/** GET /api/schedules/upcoming (next 7 days, own and attended, with reminder_due) and the reminder job. */
let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
/** Rome wall-clock `hours` from now, on a whole minute. */
const inHours = (hours: number) => romeLocal(new Date(Date.now() + hours * HOUR).toISOString());
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('upcoming events', () => {
  it('lists the user’s occurrences of the next 7 days in order, with the reminders raised for them', async () => {
    const anna = await t.own('Anna');
    const soon = await createEvent(t, {
      title: 'Tra poco',
      start: inHours(0.1),
      end: inHours(1),
      attendee_ids: [anna.id],
      reminder_minutes: 30,
    });
    const later = await createEvent(
      t,
      { title: 'Fra tre giorni', start: inHours(72), end: inHours(73) },
      anna.token,
    );
    await createEvent(t, { title: 'Fra nove giorni', start: inHours(216), end: inHours(217) }, anna.token);
    await createEvent(t, { title: 'Ieri', start: inHours(-26), end: inHours(-25) }, anna.token);
    const daily = await createEvent(
      t,
      { title: 'Ogni giorno', start: inHours(5), end: inHours(6), rrule: 'FREQ=DAILY;COUNT=20' },
      anna.token,
    );
    await createEvent(t, { title: 'Non mio', start: inHours(2), end: inHours(3) });

    // The reminder job (interval injected) raises the reminder of the event starting in 6 minutes.
    const job = startReminderJob(t.app.db, silent, 20);
    for (let i = 0; i < 100; i++) {
      const raised = await t.app.db
        .selectFrom('schedule_reminders_sent')
        .select('user_id')
        .where('schedule_id', '=', soon.id)
        .execute();
      if (raised.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await job.stop();

    const res = await t.request({ method: 'GET', url: '/api/schedules/upcoming', token: anna.token });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data as { id: number; title: string; start: string; reminder_due: boolean }[];
    const titles = data.map((o) => o.title);
    expect(titles[0]).toBe('Tra poco');
    expect(titles).toContain('Fra tre giorni');
    expect(titles).not.toContain('Fra nove giorni');
    expect(titles).not.toContain('Ieri');
    expect(titles).not.toContain('Non mio');
    expect(data.filter((o) => o.id === daily.id).length).toBeGreaterThanOrEqual(6);
    expect(data.filter((o) => o.id === daily.id).length).toBeLessThanOrEqual(7);
    expect(data.map((o) => o.start)).toEqual([...data.map((o) => o.start)].sort());
    expect(data.find((o) => o.id === soon.id)?.reminder_due).toBe(true);
    expect(data.find((o) => o.id === later.id)?.reminder_due).toBe(false);
  });

  it('needs view_schedules', async () => {
    await t.createUser({ email: 'nessuno@test.officina.it', password: 'password-123456', group: null });
    const token = await t.login('nessuno@test.officina.it', 'password-123456');
    expect((await t.request({ method: 'GET', url: '/api/schedules/upcoming', token })).statusCode).toBe(403);
  });
});
