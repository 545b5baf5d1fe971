import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  createEvent,
  createScheduleApp,
  eventBody,
  json,
  type ScheduleApp,
  startsOf,
  windowOf,
} from './events-fixtures.ts';

let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

const put = (id: number, payload: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/api/schedules/${id}`,
    token: t.admin,
    payload: { ...eventBody(t), ...payload },
  });

async function rruleOf(id: number) {
  return (
    await t.app.db.selectFrom('schedules').select('rrule').where('id', '=', id).executeTakeFirstOrThrow()
  ).rrule;
}

describe(`scoped series edits (${testEngine})`, () => {
  it('"Solo questo evento" detaches one occurrence; editing it again edits the detached row', async () => {
    const series = await createEvent(t, {
      title: 'Standup',
      start: '2026-09-07T09:00',
      end: '2026-09-07T09:15',
      rrule: 'FREQ=WEEKLY;COUNT=4',
    });
    const res = await put(series.id, {
      title: 'Standup spostato',
      start: '2026-09-15T11:00',
      end: '2026-09-15T11:30',
      rrule: 'FREQ=WEEKLY;COUNT=4',
      scope: 'this',
      occurrence_start: '2026-09-14T09:00',
      updated_at: series.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detached = json(res).schedule;
    expect(detached).toMatchObject({
      series_id: series.id,
      recurrence_start: '2026-09-14T09:00',
      rrule: null,
      title: 'Standup spostato',
    });
    const window = await windowOf(t, '2026-09-01', '2026-09-30');
    expect(window.filter((o) => o.title.startsWith('Standup')).map((o) => [o.id, o.start])).toEqual([
      [series.id, '2026-09-07T09:00'],
      [detached.id, '2026-09-15T11:00'],
      [series.id, '2026-09-21T09:00'],
      [series.id, '2026-09-28T09:00'],
    ]);
    expect(window.find((o) => o.id === detached.id)?.recurring).toBe(true);
    const again = await put(detached.id, {
      title: 'Standup lungo',
      start: '2026-09-15T11:00',
      end: '2026-09-15T12:00',
      scope: 'this',
      updated_at: detached.updated_at,
    });
    expect(json(again).schedule).toMatchObject({ id: detached.id, end: '2026-09-15T12:00' });
    // The series' version moved: a form read before the detach is stale.
    expect(
      (await put(series.id, { rrule: 'FREQ=WEEKLY;COUNT=4', updated_at: series.updated_at })).statusCode,
    ).toBe(409);
  });

  it('"Questo e i successivi" ends the series before the occurrence and continues it with the remaining COUNT', async () => {
    const series = await createEvent(t, {
      title: 'Corso',
      start: '2026-10-05T14:00',
      end: '2026-10-05T16:00',
      rrule: 'FREQ=WEEKLY;COUNT=6',
    });
    const res = await put(series.id, {
      title: 'Corso (aula 2)',
      start: '2026-10-19T15:00',
      end: '2026-10-19T17:00',
      rrule: 'FREQ=WEEKLY;COUNT=6',
      scope: 'following',
      occurrence_start: '2026-10-19T14:00',
      updated_at: series.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const next = json(res).schedule;
    expect(next.id).not.toBe(series.id);
    expect(await rruleOf(series.id)).toBe('FREQ=WEEKLY;COUNT=2');
    expect(next.rrule).toBe('FREQ=WEEKLY;COUNT=4');
    expect(await startsOf(t, series.id, '2026-10-01', '2026-12-31')).toEqual([
      '2026-10-05T14:00',
      '2026-10-12T14:00',
    ]);
    // Across the October clock change the new half stays at 15:00.
    expect(await startsOf(t, next.id, '2026-10-01', '2026-12-31')).toEqual([
      '2026-10-19T15:00',
      '2026-10-26T15:00',
      '2026-11-02T15:00',
      '2026-11-09T15:00',
    ]);
    const activity = json(
      await t.request({ method: 'GET', url: `/api/schedules/${series.id}/activity`, token: t.admin }),
    );
    expect(activity.data[0].action).toBe('series_split');
  });

  it('"Questo e i successivi" on an endless series sets UNTIL; on the first occurrence it edits the whole series', async () => {
    const series = await createEvent(t, {
      start: '2026-11-02T10:00',
      end: '2026-11-02T11:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
    });
    const res = await put(series.id, {
      title: 'Dal 16',
      start: '2026-11-16T10:00',
      end: '2026-11-16T11:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      scope: 'following',
      occurrence_start: '2026-11-16T10:00',
      updated_at: series.updated_at,
    });
    expect(await rruleOf(series.id)).toBe('FREQ=WEEKLY;BYDAY=MO;UNTIL=20261116T085959Z');
    expect(await startsOf(t, series.id, '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-02T10:00',
      '2026-11-09T10:00',
    ]);
    expect(await startsOf(t, json(res).schedule.id, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-16T10:00',
      '2026-11-23T10:00',
      '2026-11-30T10:00',
    ]);

    const whole = await createEvent(t, {
      start: '2026-12-01T08:00',
      end: '2026-12-01T09:00',
      rrule: 'FREQ=DAILY;COUNT=3',
    });
    const first = await put(whole.id, {
      start: '2026-12-01T08:30',
      end: '2026-12-01T09:30',
      rrule: 'FREQ=DAILY;COUNT=3',
      scope: 'following',
      occurrence_start: '2026-12-01T08:00',
      updated_at: whole.updated_at,
    });
    expect(json(first).schedule.id).toBe(whole.id);
    expect(await startsOf(t, whole.id, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-01T08:30',
      '2026-12-02T08:30',
      '2026-12-03T08:30',
    ]);
  });

  it('"Tutta la serie" moved from one occurrence moves every occurrence and keeps its exceptions', async () => {
    const series = await createEvent(t, {
      start: '2027-01-04T09:00',
      end: '2027-01-04T10:00',
      rrule: 'FREQ=DAILY;COUNT=4',
    });
    await t.request({
      method: 'DELETE',
      url: `/api/schedules/${series.id}?scope=this&occurrence_start=2027-01-05T09:00`,
      token: t.admin,
    });
    const current = json(
      await t.request({ method: 'GET', url: `/api/schedules/${series.id}`, token: t.admin }),
    ).schedule;
    const moved = await t.request({
      method: 'POST',
      url: `/api/schedules/${series.id}/move`,
      token: t.admin,
      payload: {
        start: '2027-01-06T11:00',
        end: '2027-01-06T12:30',
        all_day: false,
        scope: 'all',
        occurrence_start: '2027-01-06T09:00',
        updated_at: current.updated_at,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved).schedule).toMatchObject({
      start: '2027-01-04T11:00',
      end: '2027-01-04T12:30',
      exdates: ['2027-01-05T11:00'],
    });
    expect(await startsOf(t, series.id, '2027-01-01', '2027-01-31')).toEqual([
      '2027-01-04T11:00',
      '2027-01-06T11:00',
      '2027-01-07T11:00',
    ]);
  });

  it('a drag of one occurrence detaches it; an occurrence that is not in the series is 422', async () => {
    const series = await createEvent(t, {
      start: '2027-02-01T09:00',
      end: '2027-02-01T10:00',
      rrule: 'FREQ=DAILY;COUNT=3',
    });
    const moved = await t.request({
      method: 'POST',
      url: `/api/schedules/${series.id}/move`,
      token: t.admin,
      payload: {
        start: '2027-02-10T09:00',
        end: '2027-02-10T10:00',
        all_day: false,
        occurrence_start: '2027-02-02T09:00',
        updated_at: series.updated_at,
      },
    });
    expect(json(moved).schedule).toMatchObject({ series_id: series.id, start: '2027-02-10T09:00' });
    expect(await startsOf(t, series.id, '2027-02-01', '2027-02-28')).toEqual([
      '2027-02-01T09:00',
      '2027-02-03T09:00',
    ]);
    const current = json(
      await t.request({ method: 'GET', url: `/api/schedules/${series.id}`, token: t.admin }),
    ).schedule;
    const wrong = await put(series.id, {
      rrule: 'FREQ=DAILY;COUNT=3',
      scope: 'this',
      occurrence_start: '2027-02-01T10:00',
      updated_at: current.updated_at,
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.occurrence_start).toEqual(['Questa ricorrenza non fa parte della serie']);
  });

  it('deletes one occurrence, the following ones, or the whole series with its detached occurrences', async () => {
    const series = await createEvent(t, {
      start: '2027-03-01T09:00',
      end: '2027-03-01T10:00',
      rrule: 'FREQ=DAILY;COUNT=5',
    });
    const detached = json(
      await put(series.id, {
        start: '2027-03-05T12:00',
        end: '2027-03-05T13:00',
        scope: 'this',
        occurrence_start: '2027-03-05T09:00',
        rrule: 'FREQ=DAILY;COUNT=5',
        updated_at: series.updated_at,
      }),
    ).schedule;
    const following = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${series.id}?scope=following&occurrence_start=2027-03-04T09:00`,
      token: t.admin,
    });
    expect(following.statusCode, following.body).toBe(200);
    expect(await rruleOf(series.id)).toBe('FREQ=DAILY;COUNT=3');
    expect(await startsOf(t, series.id, '2027-03-01', '2027-03-31')).toEqual([
      '2027-03-01T09:00',
      '2027-03-02T09:00',
      '2027-03-03T09:00',
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/api/schedules/${detached.id}`, token: t.admin })).statusCode,
    ).toBe(404);

    const other = json(
      await put(series.id, {
        start: '2027-03-02T15:00',
        end: '2027-03-02T16:00',
        scope: 'this',
        occurrence_start: '2027-03-02T09:00',
        rrule: 'FREQ=DAILY;COUNT=3',
        updated_at: json(
          await t.request({ method: 'GET', url: `/api/schedules/${series.id}`, token: t.admin }),
        ).schedule.updated_at,
      }),
    ).schedule;
    const all = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${other.id}?scope=all`,
      token: t.admin,
    });
    expect(all.statusCode).toBe(200);
    const left = await windowOf(t, '2027-03-01', '2027-03-31');
    expect(left.filter((o) => o.id === series.id || o.id === other.id)).toEqual([]);
    expect(
      await t.app.db.selectFrom('schedules').select('id').where('series_id', '=', series.id).execute(),
    ).toEqual([]);
  });
});
