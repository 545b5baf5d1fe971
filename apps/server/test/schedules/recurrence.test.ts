import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createEvent, createScheduleApp, type ScheduleApp, startsOf } from './events-fixtures.ts';

let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

describe(`recurrence expansion in Europe/Rome (${testEngine})`, () => {
  it('keeps 09:00 across both clock changes (last Sunday of March and of October)', async () => {
    const march = await createEvent(t, {
      start: '2026-03-25T09:00',
      end: '2026-03-25T10:00',
      rrule: 'FREQ=DAILY',
    });
    expect(await startsOf(t, march.id, '2026-03-28', '2026-03-30')).toEqual([
      '2026-03-28T09:00',
      '2026-03-29T09:00',
      '2026-03-30T09:00',
    ]);
    const october = await createEvent(t, {
      start: '2026-10-21T09:00',
      end: '2026-10-21T09:30',
      rrule: 'FREQ=WEEKLY;COUNT=3',
    });
    const occurrences = await startsOf(t, october.id, '2026-10-01', '2026-11-30');
    expect(occurrences).toEqual(['2026-10-21T09:00', '2026-10-28T09:00', '2026-11-04T09:00']);
    const row = await t.app.db
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', october.id)
      .executeTakeFirstOrThrow();
    // The last occurrence ends at 09:30 winter time (UTC+1).
    expect(row.ends_at).toBe('2026-11-04T08:30:00.000Z');
  });

  it('monthly on the 31st skips short months; yearly on 29 February only in leap years', async () => {
    const monthly = await createEvent(t, {
      start: '2026-01-31T10:00',
      end: '2026-01-31T11:00',
      rrule: 'FREQ=MONTHLY;COUNT=4',
    });
    expect(await startsOf(t, monthly.id, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31T10:00',
      '2026-03-31T10:00',
      '2026-05-31T10:00',
      '2026-07-31T10:00',
    ]);
    const leap = await createEvent(t, {
      all_day: true,
      start: '2028-02-29',
      end: '2028-02-29',
      rrule: 'FREQ=YEARLY',
    });
    expect(await startsOf(t, leap.id, '2028-01-01', '2029-01-31')).toEqual(['2028-02-29']);
    expect(await startsOf(t, leap.id, '2029-02-01', '2030-03-01')).toEqual([]);
    expect(await startsOf(t, leap.id, '2031-06-01', '2032-06-01')).toEqual(['2032-02-29']);
  });

  it('weekly on weekdays, second Tuesday, last Friday, every N, UNTIL', async () => {
    const weekdays = await createEvent(t, {
      start: '2026-05-04T08:30',
      end: '2026-05-04T09:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    });
    expect(await startsOf(t, weekdays.id, '2026-05-08', '2026-05-12')).toEqual([
      '2026-05-08T08:30',
      '2026-05-11T08:30',
      '2026-05-12T08:30',
    ]);
    const second = await createEvent(t, {
      start: '2026-05-12T15:00',
      end: '2026-05-12T16:00',
      rrule: 'FREQ=MONTHLY;BYDAY=2TU',
    });
    expect(await startsOf(t, second.id, '2026-05-01', '2026-08-31')).toEqual([
      '2026-05-12T15:00',
      '2026-06-09T15:00',
      '2026-07-14T15:00',
      '2026-08-11T15:00',
    ]);
    const last = await createEvent(t, {
      start: '2026-05-29T17:00',
      end: '2026-05-29T18:00',
      rrule: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3',
    });
    expect(await startsOf(t, last.id, '2026-05-01', '2026-12-31')).toEqual([
      '2026-05-29T17:00',
      '2026-06-26T17:00',
      '2026-07-31T17:00',
    ]);
    const everyThree = await createEvent(t, {
      start: '2026-05-01T07:00',
      end: '2026-05-01T07:15',
      rrule: 'FREQ=DAILY;INTERVAL=3;UNTIL=20260510',
    });
    expect(await startsOf(t, everyThree.id, '2026-04-01', '2026-06-30')).toEqual([
      '2026-05-01T07:00',
      '2026-05-04T07:00',
      '2026-05-07T07:00',
      '2026-05-10T07:00',
    ]);
    const yearly = await createEvent(t, {
      all_day: true,
      start: '2026-09-15',
      end: '2026-09-16',
      rrule: 'FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=15',
    });
    expect(await startsOf(t, yearly.id, '2027-09-16', '2027-09-20')).toEqual(['2027-09-15']);
  });

  it('skips exdates and, with skip_holidays, Pasquetta 2027 (29 March) and the patron day', async () => {
    await t.app.db
      .insertInto('settings')
      .values({
        key: 'schedule_patron',
        value: JSON.stringify({ day: '04-12', name: 'San Zeno', comune: 'Prova' }),
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const mondays = await createEvent(t, {
      start: '2027-03-22T09:00',
      end: '2027-03-22T10:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=5',
      skip_holidays: true,
    });
    expect(await startsOf(t, mondays.id, '2027-03-01', '2027-05-31')).toEqual([
      '2027-03-22T09:00',
      '2027-04-05T09:00',
      '2027-04-19T09:00',
    ]);
    const plain = await createEvent(t, {
      start: '2027-03-22T09:00',
      end: '2027-03-22T10:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=5',
    });
    expect(await startsOf(t, plain.id, '2027-03-01', '2027-05-31')).toHaveLength(5);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${plain.id}?scope=this&occurrence_start=2027-04-05T09:00`,
      token: t.admin,
    });
    expect(del.statusCode).toBe(200);
    expect(await startsOf(t, plain.id, '2027-03-01', '2027-05-31')).toEqual([
      '2027-03-22T09:00',
      '2027-03-29T09:00',
      '2027-04-12T09:00',
      '2027-04-19T09:00',
    ]);
    const view = (
      await t.request({ method: 'GET', url: `/api/schedules/${plain.id}`, token: t.admin })
    ).json();
    expect(view.schedule.exdates).toEqual(['2027-04-05T09:00']);
  });

  it('expands an event longer than a day into the windows it overlaps', async () => {
    const trip = await createEvent(t, {
      start: '2026-07-06T18:00',
      end: '2026-07-08T12:00',
      rrule: 'FREQ=WEEKLY;COUNT=2',
    });
    expect(await startsOf(t, trip.id, '2026-07-07', '2026-07-07')).toEqual(['2026-07-06T18:00']);
    expect(await startsOf(t, trip.id, '2026-07-15', '2026-07-15')).toEqual(['2026-07-13T18:00']);
    expect(await startsOf(t, trip.id, '2026-07-16', '2026-07-30')).toEqual([]);
  });
});
