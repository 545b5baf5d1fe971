import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createEvent, createScheduleApp, type ScheduleApp, startsOf, windowOf } from './events-fixtures.ts';

let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

async function spanClass(id: number) {
  return (
    await t.app.db.selectFrom('schedules').select('span_class').where('id', '=', id).executeTakeFirstOrThrow()
  ).span_class;
}

describe(`window bounds by span class (${testEngine})`, () => {
  it('finds short, year-long and endless events however long before the window they started', async () => {
    const short = await createEvent(t, {
      all_day: true,
      start: '2026-01-01',
      end: '2026-01-20',
      title: 'Corto',
    });
    const long = await createEvent(t, {
      all_day: true,
      start: '2026-01-01',
      end: '2026-03-15',
      title: 'Lungo',
    });
    const yearly = await createEvent(t, {
      start: '2026-01-05T09:00',
      end: '2026-01-05T10:00',
      rrule: 'FREQ=MONTHLY;COUNT=12',
      title: 'Mensile',
    });
    const years = await createEvent(t, {
      start: '2026-01-05T09:00',
      end: '2026-01-05T10:00',
      rrule: 'FREQ=YEARLY;COUNT=3',
      title: 'Annuale',
    });
    const endless = await createEvent(t, {
      start: '2020-01-06T09:00',
      end: '2020-01-06T10:00',
      rrule: 'FREQ=WEEKLY',
      title: 'Sempre',
    });
    expect([
      await spanClass(short.id),
      await spanClass(long.id),
      await spanClass(yearly.id),
      await spanClass(years.id),
      await spanClass(endless.id),
    ]).toEqual([0, 1, 1, 2, 2]);
    expect((await windowOf(t, '2026-01-20', '2026-01-20')).map((o) => o.title).sort()).toEqual([
      'Corto',
      'Lungo',
    ]);
    expect((await windowOf(t, '2026-03-15', '2026-03-15')).map((o) => o.title)).toEqual(['Lungo']);
    expect(await startsOf(t, yearly.id, '2026-12-01', '2026-12-31')).toEqual(['2026-12-05T09:00']);
    expect(await startsOf(t, years.id, '2028-01-01', '2028-01-31')).toEqual(['2028-01-05T09:00']);
    expect(await startsOf(t, endless.id, '2027-06-07', '2027-06-13')).toEqual(['2027-06-07T09:00']);
  });

  it('answers the occurrences sorted by start, with a key per occurrence', async () => {
    await createEvent(t, { start: '2030-05-06T15:00', end: '2030-05-06T16:00', title: 'Pomeriggio' });
    await createEvent(t, { all_day: true, start: '2030-05-06', end: '2030-05-06', title: 'Tutto il giorno' });
    await createEvent(t, {
      start: '2030-05-06T08:00',
      end: '2030-05-06T09:00',
      rrule: 'FREQ=DAILY;COUNT=2',
      title: 'Mattina',
    });
    const day = await windowOf(t, '2030-05-06', '2030-05-06');
    expect(day.map((o) => o.title).filter((title) => title !== 'Sempre')).toEqual([
      'Tutto il giorno',
      'Mattina',
      'Pomeriggio',
    ]);
    const keys = (await windowOf(t, '2030-05-01', '2030-05-31')).map(
      (o) => (o as unknown as { key: string }).key,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a daily series begun centuries ago neither fails the window nor a split (4xx, never 500)', async () => {
    const old = await createEvent(t, {
      start: '1200-01-01T09:00',
      end: '1200-01-01T10:00',
      rrule: 'FREQ=DAILY',
      title: 'Antica',
    });
    const res = await t.request({
      method: 'GET',
      url: '/api/schedules?from=2026-05-01&to=2026-05-02',
      token: t.admin,
    });
    expect(res.statusCode).toBe(200);
    const split = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${old.id}?scope=following&occurrence_start=2026-05-01T09:00`,
      token: t.admin,
    });
    expect(split.statusCode).toBe(422);
    expect(split.json().errors.occurrence_start).toEqual([
      'Ricorrenza troppo lontana dall’inizio della serie',
    ]);
  });
});
