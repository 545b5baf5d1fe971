import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  createEvent,
  createScheduleApp,
  eventBody,
  json,
  type ScheduleApp,
  windowOf,
} from './events-fixtures.ts';

let t: ScheduleApp;
beforeAll(async () => {
  t = await createScheduleApp();
});
afterAll(async () => t?.close());

describe(`schedules CRUD (${testEngine})`, () => {
  it('creates, reads, updates with the version, logs, and deletes an event', async () => {
    const other = await t.own('Giulia');
    const created = await createEvent(t, {
      title: '  Riunione   di   reparto ',
      location: 'Sala A',
      attendee_ids: [other.id, other.id],
      reminder_minutes: 15,
    });
    expect(created).toMatchObject({
      title: 'Riunione di reparto',
      calendar_name: 'Agenda',
      color: '#6a1b9a',
      start: '2026-05-04T09:00',
      end: '2026-05-04T10:00',
      all_day: false,
      rrule: null,
      exdates: [],
      attendees: [{ id: other.id, name: 'Giulia Test' }],
      created_by: t.adminId,
      can_edit: true,
    });
    const row = await t.app.db
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.starts_at).toBe('2026-05-04T07:00:00.000Z');
    expect(row.ends_at).toBe('2026-05-04T08:00:00.000Z');
    expect(row.search_text).toContain('riunione di reparto');

    const got = json(await t.request({ method: 'GET', url: `/api/schedules/${created.id}`, token: t.admin }));
    expect(got.schedule.id).toBe(created.id);

    const put = await t.request({
      method: 'PUT',
      url: `/api/schedules/${created.id}`,
      token: t.admin,
      payload: {
        ...eventBody(t),
        title: 'Riunione spostata',
        start: '2026-05-05T14:00',
        end: '2026-05-05T15:30',
        updated_at: created.updated_at,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(json(put).schedule).toMatchObject({
      title: 'Riunione spostata',
      start: '2026-05-05T14:00',
      attendees: [],
    });

    const stale = await t.request({
      method: 'PUT',
      url: `/api/schedules/${created.id}`,
      token: t.admin,
      payload: { ...eventBody(t), updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    const moved = await t.request({
      method: 'POST',
      url: `/api/schedules/${created.id}/move`,
      token: t.admin,
      payload: {
        start: '2026-05-06T08:00',
        end: '2026-05-06T08:45',
        all_day: false,
        updated_at: json(put).schedule.updated_at,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(json(moved).schedule).toMatchObject({
      title: 'Riunione spostata',
      start: '2026-05-06T08:00',
      end: '2026-05-06T08:45',
    });

    const activity = json(
      await t.request({ method: 'GET', url: `/api/schedules/${created.id}/activity`, token: t.admin }),
    );
    expect(activity.data.map((e: { action: string }) => e.action)).toEqual(['updated', 'updated', 'created']);

    const del = await t.request({ method: 'DELETE', url: `/api/schedules/${created.id}`, token: t.admin });
    expect(json(del)).toMatchObject({ result: 'deleted' });
    expect(
      (await t.request({ method: 'GET', url: `/api/schedules/${created.id}`, token: t.admin })).statusCode,
    ).toBe(404);
  });

  it('fills the client from the project and answers 422 on references that do not exist', async () => {
    const client = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: t.admin,
      payload: { business_name: 'Rossi S.r.l.', city: 'Milano' },
    });
    expect(client.statusCode, client.body).toBe(200);
    const clientId = json(client).client.id;
    const project = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: t.admin,
      payload: { code: 'ROSSI-WEB', name: 'Sito', client_id: clientId },
    });
    expect(project.statusCode, project.body).toBe(200);
    const projectId = json(project).project.id;
    const event = await createEvent(t, { project_id: projectId });
    expect(event).toMatchObject({
      project_id: projectId,
      client_id: clientId,
      client_name: 'Rossi S.r.l.',
      project_code: 'ROSSI-WEB',
    });
    const leave = await t.app.db
      .selectFrom('lookups')
      .select('id')
      .where('kind', '=', 'product_categories')
      .executeTakeFirstOrThrow();
    const bad = await t.request({
      method: 'POST',
      url: '/api/schedules',
      token: t.admin,
      payload: eventBody(t, {
        calendar_id: leave.id,
        client_id: 999_999,
        project_id: 999_998,
        attendee_ids: [999_997],
      }),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual([
      'attendee_ids.0',
      'calendar_id',
      'client_id',
      'project_id',
    ]);
    expect(json(bad).errors.calendar_id).toEqual(['Calendario non valido']);
  });

  it('answers 422 in Italian on end before start, bad rules and too wide a window', async () => {
    const before = await t.request({
      method: 'POST',
      url: '/api/schedules',
      token: t.admin,
      payload: eventBody(t, { end: '2026-05-04T08:00' }),
    });
    expect(before.statusCode).toBe(422);
    expect(json(before).errors.end).toEqual(['La fine deve essere dopo l’inizio']);
    for (const [rrule, message] of [
      ['FREQ=HOURLY', 'Regola di ripetizione non valida'],
      ['FREQ=WEEKLY;BYDAY=XX', 'Regola di ripetizione non valida'],
      ['FREQ=DAILY;COUNT=5000', 'Regola di ripetizione non valida: COUNT deve essere un numero da 1 a 1000'],
      ['FREQ=DAILY;UNTIL=20260101', 'La ripetizione deve finire dopo l’inizio dell’evento'],
      ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'Regola di ripetizione non valida: non produce alcuna data'],
      [
        'FREQ=DAILY;COUNT=3;UNTIL=20270101',
        'Regola di ripetizione non valida: indica COUNT oppure UNTIL, non entrambi',
      ],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/schedules',
        token: t.admin,
        payload: eventBody(t, { rrule }),
      });
      expect(res.statusCode, rrule).toBe(422);
      expect(json(res).errors.rrule[0]).toContain(message);
    }
    const wide = await t.request({
      method: 'GET',
      url: '/api/schedules?from=2026-01-01&to=2027-03-01',
      token: t.admin,
    });
    expect(wide.statusCode).toBe(422);
    expect(json(wide).errors.to[0]).toContain('Al massimo 400 giorni');
  });

  it('stores an all-day event with its inclusive end and shows it on each of its days', async () => {
    const event = await createEvent(t, {
      title: 'Fiera',
      all_day: true,
      start: '2026-06-10',
      end: '2026-06-12',
    });
    const row = await t.app.db
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.ends_at).toBe('2026-06-12T22:00:00.000Z');
    expect((await windowOf(t, '2026-06-12', '2026-06-12')).some((o) => o.id === event.id)).toBe(true);
    expect((await windowOf(t, '2026-06-13', '2026-06-14')).some((o) => o.id === event.id)).toBe(false);
  });
});
