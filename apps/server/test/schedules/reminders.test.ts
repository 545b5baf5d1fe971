import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminderSweep } from '../../src/modules/schedules/schedule-reminder.service.ts';
import { createEvent, createScheduleApp, json, type ScheduleApp } from './events-fixtures.ts';

/** runReminderSweep: one pending reminder per person and occurrence, once, only when due. */
let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

const at = (iso: string) => new Date(iso);
const rows = (scheduleId: number) =>
  t.app.db
    .selectFrom('schedule_reminders_sent')
    .select(['occurrence_start', 'user_id', 'due_at'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('occurrence_start')
    .orderBy('user_id')
    .execute();

describe('reminder sweep', () => {
  it('records one row per attendee and the organiser when due, not before, and only once', async () => {
    const anna = await t.own('Anna');
    const bruno = await t.own('Bruno');
    // 4 May 2026 09:00 in Rome is 07:00 UTC; 15 minutes before: 06:45 UTC.
    const event = await createEvent(t, {
      title: 'Consegna',
      start: '2026-05-04T09:00',
      end: '2026-05-04T10:00',
      attendee_ids: [anna.id, bruno.id],
      reminder_minutes: 15,
    });
    await runReminderSweep(t.app.db, at('2026-05-04T06:44:59Z'));
    expect(await rows(event.id)).toEqual([]);

    expect(await runReminderSweep(t.app.db, at('2026-05-04T06:45:00Z'))).toBeGreaterThanOrEqual(3);
    const first = await rows(event.id);
    expect(first.map((r) => r.user_id).sort((a, b) => a - b)).toEqual(
      [t.adminId, anna.id, bruno.id].sort((a, b) => a - b),
    );
    expect(first.every((r) => r.occurrence_start === '2026-05-04T09:00')).toBe(true);
    expect(new Date(first[0]?.due_at as string).toISOString()).toBe('2026-05-04T06:45:00.000Z');

    // Swept again (or by another instance): nothing new.
    await runReminderSweep(t.app.db, at('2026-05-04T06:50:00Z'));
    await Promise.all([
      runReminderSweep(t.app.db, at('2026-05-04T06:55:00Z')),
      runReminderSweep(t.app.db, at('2026-05-04T06:55:00Z')),
    ]);
    expect(await rows(event.id)).toHaveLength(3);
  });

  it('does not remind once the event has started, nor without a reminder', async () => {
    const late = await createEvent(t, {
      title: 'Già iniziato',
      start: '2026-06-01T09:00',
      end: '2026-06-01T10:00',
      reminder_minutes: 30,
    });
    const none = await createEvent(t, {
      title: 'Senza promemoria',
      start: '2026-06-01T09:00',
      end: '2026-06-01T10:00',
    });
    await runReminderSweep(t.app.db, at('2026-06-01T07:00:00Z'));
    await runReminderSweep(t.app.db, at('2026-06-01T07:30:00Z'));
    expect(await rows(late.id)).toEqual([]);
    expect(await rows(none.id)).toEqual([]);
  });

  it('reminds each occurrence of a series in Rome time across the clock change, skipping exdates', async () => {
    const series = await createEvent(t, {
      title: 'Turno settimanale',
      start: '2026-03-23T08:00',
      end: '2026-03-23T09:00',
      rrule: 'FREQ=WEEKLY;COUNT=4',
      reminder_minutes: 60,
    });
    const del = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${series.id}?scope=this&occurrence_start=2026-04-06T08:00`,
      token: t.admin,
    });
    expect(del.statusCode, del.body).toBe(200);
    // 23 March (winter): 08:00 Rome = 07:00 UTC, reminder at 06:00 UTC.
    await runReminderSweep(t.app.db, at('2026-03-23T06:00:00Z'));
    // 30 March (summer): 08:00 Rome = 06:00 UTC, reminder at 05:00 UTC; 05:00 the week before is early.
    await runReminderSweep(t.app.db, at('2026-03-30T04:59:00Z'));
    await runReminderSweep(t.app.db, at('2026-03-30T05:30:00Z'));
    await runReminderSweep(t.app.db, at('2026-04-06T05:30:00Z'));
    await runReminderSweep(t.app.db, at('2026-04-13T05:10:00Z'));
    expect(
      (await rows(series.id)).map((r) => [r.occurrence_start, new Date(r.due_at).toISOString()]),
    ).toEqual([
      ['2026-03-23T08:00', '2026-03-23T06:00:00.000Z'],
      ['2026-03-30T08:00', '2026-03-30T05:00:00.000Z'],
      ['2026-04-13T08:00', '2026-04-13T05:00:00.000Z'],
    ]);
    expect(
      json(await t.request({ method: 'GET', url: `/api/schedules/${series.id}`, token: t.admin })).schedule
        .exdates,
    ).toEqual(['2026-04-06T08:00']);
  });
});
