import { addDays, isoWeekDays, isoWeekOf, romeDateOf, romeToInstant } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { listScheduleWindow } from '../../src/modules/schedules/schedule-window.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { schedulesSeeder } from '../../src/seeds/demo/schedules.ts';
import { testConfig } from '../helper.ts';
import { createTestDatabase, DEMO_SEED_TIMEOUT, testEngine } from '../test-db.ts';

const silent: Log = { info() {}, warn() {}, error() {} };

/** Seeds the demo (and the schedules seeder, twice) as of a Rome day and checks every demo user's agenda. */
async function seededAsOf(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const now = romeToInstant({ year, month, day: date, hour: 10, minute: 0, second: 0 });
  const database = await createTestDatabase();
  const ctx = await createContext(testConfig(database), silent);
  try {
    await seedDemo(ctx, { password: 'password-demo', now });
    await schedulesSeeder.run(ctx, { password: 'password-demo', now });
    const count = (await ctx.db.selectFrom('schedules').select('id').execute()).length;
    await schedulesSeeder.run(ctx, { password: 'password-demo', now });
    expect((await ctx.db.selectFrom('schedules').select('id').execute()).length).toBe(count);
    expect(count).toBeGreaterThan(60);

    const today = romeDateOf(now);
    const nextMonday = addDays(isoWeekDays(isoWeekOf(today))[0] as string, 7);
    const users = await ctx.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', '%@demo.officina.it')
      .execute();
    expect(users).toHaveLength(5);
    for (const user of users) {
      const actor = { userId: user.id, all: false, manage: true };
      const todays = await listScheduleWindow(ctx.db, actor, { from: today, to: today });
      expect(todays.data.length, `${user.email} today ${today}`).toBeGreaterThan(0);
      const week = await listScheduleWindow(ctx.db, actor, { from: nextMonday, to: addDays(nextMonday, 6) });
      expect(week.data.length, `${user.email} next week`).toBeGreaterThan(0);
    }
    // Every calendar is used, recurring series among them, over two months.
    const rows = await ctx.db
      .selectFrom('schedules')
      .select(['calendar_id', 'rrule', 'start_local'])
      .execute();
    expect(new Set(rows.map((r) => r.calendar_id)).size).toBe(4);
    expect(rows.filter((r) => r.rrule?.startsWith('FREQ=WEEKLY')).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.rrule?.startsWith('FREQ=MONTHLY')).length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r) =>
          r.start_local.slice(0, 10) >= addDays(today, -37) &&
          r.start_local.slice(0, 10) <= addDays(today, 31),
      ),
    ).toBe(true);
  } finally {
    await ctx.close();
    await database.drop();
  }
}

describe(`demo schedules (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('as of a Sunday at the spring clock change', async () => {
    await seededAsOf('2027-03-28');
  });
  it('as of a Monday that is a holiday (Pasquetta 2027)', async () => {
    await seededAsOf('2027-03-29');
  });
});
