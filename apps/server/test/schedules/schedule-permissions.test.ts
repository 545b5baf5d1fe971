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

describe(`schedule permissions (${testEngine})`, () => {
  it('own and attended events only without view_all_schedules; others 404, user_ids of others 403', async () => {
    const anna = await t.own('Anna');
    const bruno = await t.own('Bruno');
    const adminOnly = await createEvent(t, { title: 'Solo admin' });
    const withAnna = await createEvent(t, { title: 'Con Anna', attendee_ids: [anna.id] });
    const annas = await createEvent(t, { title: 'Di Anna' }, anna.token);
    expect(annas.created_by).toBe(anna.id);

    const seen = await windowOf(t, '2026-05-01', '2026-05-31', '', anna.token);
    expect(seen.map((o) => o.title).sort()).toEqual(['Con Anna', 'Di Anna']);
    expect(seen.every((o) => o.can_edit)).toBe(true);
    expect(await windowOf(t, '2026-05-01', '2026-05-31', '', bruno.token)).toEqual([]);

    expect(
      (await t.request({ method: 'GET', url: `/api/schedules/${adminOnly.id}`, token: anna.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/schedules/${withAnna.id}`, token: anna.token }))
        .statusCode,
    ).toBe(200);
    const editOther = await t.request({
      method: 'PUT',
      url: `/api/schedules/${adminOnly.id}`,
      token: anna.token,
      payload: { ...eventBody(t), updated_at: adminOnly.updated_at },
    });
    expect(editOther.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/schedules/${adminOnly.id}`, token: anna.token }))
        .statusCode,
    ).toBe(404);
    const editAttended = await t.request({
      method: 'PUT',
      url: `/api/schedules/${withAnna.id}`,
      token: anna.token,
      payload: {
        ...eventBody(t),
        title: 'Con Anna (rivisto)',
        attendee_ids: [anna.id],
        updated_at: withAnna.updated_at,
      },
    });
    expect(editAttended.statusCode).toBe(200);

    const others = await t.request({
      method: 'GET',
      url: `/api/schedules?from=2026-05-01&to=2026-05-31&user_ids=${t.adminId}`,
      token: anna.token,
    });
    expect(others.statusCode).toBe(403);
    expect(json(others).alert.message).toBeTruthy();
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/schedules?from=2026-05-01&to=2026-05-31&user_ids=${anna.id}`,
          token: anna.token,
        })
      ).statusCode,
    ).toBe(200);

    // view_all_schedules (the admin): everyone's, filtered by person.
    const annaForAdmin = await windowOf(t, '2026-05-01', '2026-05-31', `&user_ids=${anna.id}`);
    expect(annaForAdmin.map((o) => o.title).sort()).toEqual(['Con Anna (rivisto)', 'Di Anna']);
    const both = await windowOf(t, '2026-05-01', '2026-05-31', `&user_ids=${anna.id},${t.adminId}`);
    expect(both).toHaveLength(3);
  });

  it('view_schedules alone reads own events and may not write (403); the window filters by calendar, group and client', async () => {
    const carla = await t.reader('Carla');
    const attended = await createEvent(t, {
      title: 'Visita',
      start: '2026-06-03T10:00',
      end: '2026-06-03T11:00',
      attendee_ids: [carla.id],
      calendar_id: t.calendars.interventions,
    });
    const seen = await windowOf(t, '2026-06-01', '2026-06-30', '', carla.token);
    expect(seen.map((o) => [o.title, o.can_edit])).toEqual([['Visita', false]]);
    const put = await t.request({
      method: 'PUT',
      url: `/api/schedules/${attended.id}`,
      token: carla.token,
      payload: { ...eventBody(t), updated_at: attended.updated_at },
    });
    expect(put.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/schedules', token: carla.token, payload: eventBody(t) }))
        .statusCode,
    ).toBe(403);

    expect(
      await windowOf(t, '2026-06-01', '2026-06-30', `&calendar_ids=${t.calendars.agenda}`, carla.token),
    ).toEqual([]);
    expect(
      await windowOf(
        t,
        '2026-06-01',
        '2026-06-30',
        `&calendar_ids=${t.calendars.interventions}`,
        carla.token,
      ),
    ).toHaveLength(1);
    const group = await t.app.db
      .selectFrom('users')
      .select('group_id')
      .where('id', '=', carla.id)
      .executeTakeFirstOrThrow();
    expect(
      (await windowOf(t, '2026-06-01', '2026-06-30', `&group_id=${group.group_id}`)).map((o) => o.id),
    ).toEqual([attended.id]);
    expect(
      await windowOf(
        t,
        '2026-06-01',
        '2026-06-30',
        `&group_id=${group.group_id}&calendar_ids=${t.calendars.leave}`,
      ),
    ).toEqual([]);

    const noRights = await t.request({
      method: 'GET',
      url: '/api/schedules?from=2026-06-01&to=2026-06-30',
      token: (await noGroup()).token,
    });
    expect(noRights.statusCode).toBe(403);
  });
});

async function noGroup() {
  const email = 'nessuno@test.officina.it';
  await t.createUser({ email, password: 'password-123456', group: null });
  return { token: await t.login(email, 'password-123456') };
}
