import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

/** A test app with the calendars' ids, an admin and users of a group without view_all_schedules. */
export interface ScheduleApp extends TestApp {
  admin: string;
  adminId: number;
  /** `calendars[key]` → id (agenda, client_meetings, interventions, leave). */
  calendars: Record<string, number>;
  /** Token of a user who sees only their own events and may manage them. */
  own(name: string): Promise<{ token: string; id: number }>;
  /** Token of a user who only reads their own events. */
  reader(name: string): Promise<{ token: string; id: number }>;
}

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in assertions
export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

async function groupWith(t: TestApp, name: string, actions: string[]): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto('user_groups')
    .values({
      key: null,
      name,
      rules: JSON.stringify(actions.map((action) => ({ action, subject: 'all' }))),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createScheduleApp(): Promise<ScheduleApp> {
  const t = await createTestApp();
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const me = json(await t.request({ method: 'GET', url: '/api/user/auth', token: admin }));
  const rows = await t.app.db
    .selectFrom('lookups')
    .select(['id', 'key'])
    .where('kind', '=', 'calendars')
    .execute();
  const calendars = Object.fromEntries(rows.map((r) => [r.key, r.id]));
  const ownGroup = await groupWith(t, 'Solo i propri', ['view_schedules', 'manage_schedules']);
  const readGroup = await groupWith(t, 'Solo lettura', ['view_schedules']);
  const make = (group: number) => async (name: string) => {
    const email = `${name.toLowerCase()}@test.officina.it`;
    const id = await t.createUser({ email, password: 'password-123456', name, surname: 'Test', group: null });
    await t.app.db.updateTable('users').set({ group_id: group }).where('id', '=', id).execute();
    return { token: await t.login(email, 'password-123456'), id };
  };
  return { ...t, admin, adminId: me.user.id, calendars, own: make(ownGroup), reader: make(readGroup) };
}

/** A timed event body on the agenda calendar, overridable. */
export function eventBody(t: ScheduleApp, body: Record<string, unknown> = {}) {
  return {
    calendar_id: t.calendars.agenda,
    title: 'Riunione',
    start: '2026-05-04T09:00',
    end: '2026-05-04T10:00',
    ...body,
  };
}

export async function createEvent(t: ScheduleApp, body: Record<string, unknown> = {}, token = t.admin) {
  const res = await t.request({ method: 'POST', url: '/api/schedules', token, payload: eventBody(t, body) });
  if (res.statusCode !== 200) throw new Error(`create schedule: ${res.statusCode} ${res.body}`);
  return json(res).schedule;
}

/** The occurrences of a window (as the admin unless a token is given), with extra query text. */
export async function windowOf(t: ScheduleApp, from: string, to: string, extra = '', token = t.admin) {
  const res = await t.request({ method: 'GET', url: `/api/schedules?from=${from}&to=${to}${extra}`, token });
  if (res.statusCode !== 200) throw new Error(`window: ${res.statusCode} ${res.body}`);
  return json(res).data as {
    id: number;
    start: string;
    end: string;
    occurrence_start: string;
    title: string;
    can_edit: boolean;
    recurring: boolean;
  }[];
}

/** Starts of the occurrences of one event in a window. */
export async function startsOf(t: ScheduleApp, id: number, from: string, to: string) {
  return (await windowOf(t, from, to)).filter((o) => o.id === id).map((o) => o.start);
}
