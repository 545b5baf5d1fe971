import { addDays, isoWeekDays, isoWeekday, isoWeekOf, romeDateOf, romeDayStart } from '@officina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppContext, createContext } from '../src/context.ts';
import type { Log } from '../src/log.ts';
import { seedDemo } from '../src/seeds/demo/index.ts';
import { testConfig } from './helper.ts';
import { createTestDatabase } from './test-db.ts';

// The demo lives in the week it is seeded: dates count from the day of seeding (Europe/Rome).

const silent: Log = { info() {}, warn() {}, error() {} };
const PASSWORD = 'password-demo';
const iso = (day: string) => new Date(romeDayStart(day)).toISOString();

/** Minutes of a user's entries started in [from, to) (Rome days). */
async function minutesBetween(ctx: AppContext, userId: number, from: string, to: string) {
  const rows = await ctx.db
    .selectFrom('timings')
    .select('minutes')
    .where('user_id', '=', userId)
    .where('started_at', '>=', iso(from))
    .where('started_at', '<', iso(to))
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.minutes), 0);
}

/** A user's open to-dos due in [from, to) (Rome days). */
async function openDueBetween(ctx: AppContext, userId: number, from: string, to: string) {
  return ctx.db
    .selectFrom('todos')
    .innerJoin('todo_assignees as ta', 'ta.todo_id', 'todos.id')
    .select('todos.id')
    .where('ta.user_id', '=', userId)
    .where('todos.completed_at', 'is', null)
    .where('todos.archived_at', 'is', null)
    .where('todos.due_at', '>=', iso(from))
    .where('todos.due_at', '<', iso(to))
    .execute();
}

/** The to-do and time widgets of what GET /api/dashboard answers the demo administrator. */
async function adminDashboard(ctx: AppContext) {
  const app = await buildApp({ ...ctx.config, logLevel: 'silent' });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { 'XSRF-TOKEN': 't' },
      headers: { 'x-xsrf-token': 't' },
      payload: { email: 'amministratore@demo.officina.it', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(answer.statusCode).toBe(200);
    const dashboard = answer.json() as {
      my_todos: { today: unknown[]; overdue: unknown[] };
      time: { minutes_this_week: number };
    };
    return {
      todos_today: dashboard.my_todos.today,
      todos_overdue: dashboard.my_todos.overdue,
      minutes_this_week: dashboard.time.minutes_this_week,
    };
  } finally {
    await app.close();
  }
}

/** Seeds a fresh database as of `now`, checks every demo user's agenda and hours, then the dashboard. */
async function checkSeededAsOf(now: number | undefined) {
  const database = await createTestDatabase();
  const ctx = await createContext(testConfig(database), silent);
  try {
    await seedDemo(ctx, now === undefined ? { password: PASSWORD } : { password: PASSWORD, now });
    const at = now ?? Date.now();
    const today = romeDateOf(at);
    const monday = isoWeekDays(isoWeekOf(today))[0] as string;
    const isMonday = isoWeekday(today) === 1;
    const users = await ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', '%@demo.officina.it')
      .orderBy('id')
      .execute();
    expect(users).toHaveLength(5);
    for (const user of users) {
      const label = `${user.email} as of ${today}`;
      expect((await openDueBetween(ctx, user.id, today, addDays(today, 1))).length, label).toBeGreaterThan(0);
      expect((await openDueBetween(ctx, user.id, addDays(today, -60), today)).length, label).toBeGreaterThan(
        0,
      );
      const nextWeek = addDays(monday, 7);
      expect(
        (await openDueBetween(ctx, user.id, nextWeek, addDays(nextWeek, 7))).length,
        label,
      ).toBeGreaterThan(0);

      // Hours up to yesterday, none from today on.
      const later = await ctx.db
        .selectFrom('timings')
        .select('id')
        .where('user_id', '=', user.id)
        .where('started_at', '>=', iso(today))
        .execute();
      expect(later, label).toEqual([]);
      const thisWeek = await minutesBetween(ctx, user.id, monday, today);
      if (isMonday) expect(thisWeek, label).toBe(0);
      else expect(thisWeek, label).toBeGreaterThan(0);
      // Last week's working days, each one (on a Monday these are the hours up to yesterday).
      for (let d = 0; d < 5; d++) {
        const day = addDays(monday, d - 7);
        const minutes = await minutesBetween(ctx, user.id, day, addDays(day, 1));
        expect(minutes, `${label}, ${day}`).toBeGreaterThanOrEqual(4 * 60);
        expect(minutes, `${label}, ${day}`).toBeLessThanOrEqual(9 * 60);
      }
      // This week's working days before today, each one.
      for (let day = monday; day < today; day = addDays(day, 1)) {
        if (isoWeekday(day) > 5) continue;
        expect(await minutesBetween(ctx, user.id, day, addDays(day, 1)), `${label}, ${day}`).toBeGreaterThan(
          0,
        );
      }
    }

    // What the demo administrator's dashboard shows right after seeding, at that moment.
    if (now !== undefined) vi.useFakeTimers({ toFake: ['Date'], now });
    const dashboard = await adminDashboard(ctx);
    expect(dashboard.todos_today.length).toBeGreaterThan(0);
    expect(dashboard.todos_overdue.length).toBeGreaterThan(0);
    if (isMonday) expect(dashboard.minutes_this_week).toBe(0);
    else expect(dashboard.minutes_this_week).toBeGreaterThan(0);
  } finally {
    vi.useRealTimers();
    await ctx.close();
    await database.drop();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('demo data as of the day it is seeded (Europe/Rome)', () => {
  it.each([
    ['Monday 23/11/2026 at 00:30 (still Sunday in UTC)', '2026-11-22T23:30:00Z'],
    ['Wednesday 25/11/2026 at 22:30', '2026-11-25T21:30:00Z'],
    ['Sunday 29/11/2026 at noon', '2026-11-29T11:00:00Z'],
    ['1 January 2027 at 00:15 (31/12 in UTC)', '2026-12-31T23:15:00Z'],
  ])(
    'seeded on %s: every demo user has to-dos today, overdue and next week, hours up to yesterday',
    async (_, at) => {
      await checkSeededAsOf(Date.parse(at));
    },
    120_000,
  );

  it('seeded now (the real clock): the same holds', async () => {
    await checkSeededAsOf(undefined);
  }, 120_000);

  it('is the same for the same day', async () => {
    const now = Date.parse('2026-11-25T09:00:00Z');
    const snapshots: unknown[] = [];
    for (let k = 0; k < 2; k++) {
      const database = await createTestDatabase();
      const ctx = await createContext(testConfig(database), silent);
      try {
        await seedDemo(ctx, { password: PASSWORD, now });
        snapshots.push({
          todos: await ctx.db
            .selectFrom('todos')
            .select(['title', 'due_at', 'state_id'])
            .orderBy('id')
            .execute(),
          timings: await ctx.db
            .selectFrom('timings')
            .select(['user_id', 'project_id', 'started_at', 'minutes'])
            .orderBy('id')
            .execute(),
        });
      } finally {
        await ctx.close();
        await database.drop();
      }
    }
    expect(snapshots[1]).toEqual(snapshots[0]);
  }, 120_000);
});
