import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { followActivity } from '../../src/modules/notifications/triggers/activity-follower.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { testConfig } from '../helper.ts';
import { createTestDatabase, DEMO_SEED_TIMEOUT, type TestDatabase } from '../test-db.ts';

const silent: Log = { info() {}, warn() {}, error() {} };
let database: TestDatabase;
let ctx: AppContext & { close(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = await createContext(testConfig(database), silent);
});
afterAll(async () => {
  await ctx.close();
  await database.drop();
});

const notificationsOf = (email: string) =>
  ctx.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['notifications.kind', 'notifications.read_at', 'notifications.link', 'notifications.created_at'])
    .where('users.email', '=', email)
    .orderBy('notifications.id', 'desc')
    .execute();

describe('demo notifications', DEMO_SEED_TIMEOUT, () => {
  it('each demo colleague finds unread and read notifications; the seeded history raises none; a second seed adds nothing', async () => {
    const now = Date.now();
    await seedDemo(ctx, { password: 'password-demo', now });
    const technician = await notificationsOf('tecnico@demo.officina.it');
    expect(technician.map((n) => n.kind)).toEqual(['todo_assigned', 'todo_overdue', 'schedule_reminder']);
    expect(technician.map((n) => n.read_at === null)).toEqual([true, true, false]);
    expect(technician[0]?.link).toMatch(/^\/todos\/\d+\/detail$/);
    const sales = await notificationsOf('commerciale@demo.officina.it');
    expect(sales.map((n) => n.kind)).toEqual(['contract_expiring', 'opportunity_state']);
    // Dated in the past, not at the seed's instant, and listed newest first (the centre orders by id).
    const times = technician.map((n) => Date.parse(String(n.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[2]).toBeLessThan(now - 12 * 3_600_000);

    // The follower, run now, finds nothing of the seed's thousands of activity rows to tell anyone.
    const before = await ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await followActivity(ctx);
    await seedDemo(ctx, { password: 'password-demo', now });
    await followActivity(ctx);
    const after = await ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});
