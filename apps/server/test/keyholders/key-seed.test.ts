import { addDays, romeDateOf } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { listKeys } from '../../src/modules/keyholders/key.service.ts';
import { listKeyLoans } from '../../src/modules/keyholders/key-loan.service.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { keysSeeder } from '../../src/seeds/demo/keys.ts';
import { testConfig } from '../helper.ts';
import { createTestDatabase, DEMO_SEED_TIMEOUT, type TestDatabase, testEngine } from '../test-db.ts';

const silent: Log = { info() {}, warn() {}, error() {} };
let database: TestDatabase;
let ctx: AppContext & { close(): Promise<void> };
/** The demo seeded as of a Monday morning in Rome; "today" in the checks is the real today. */
const now = Date.parse('2026-03-16T10:00:00Z');
const seededToday = romeDateOf(now);

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = await createContext(testConfig(database), silent);
});
afterAll(async () => {
  await ctx.close();
  await database.drop();
});

describe(`demo keys (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('six keys on the demo technician’s clients, copies out, one overdue, one back; once', async () => {
    await seedDemo(ctx, { password: 'password-demo', now });
    await keysSeeder.run(ctx, { password: 'password-demo', now });
    await keysSeeder.run(ctx, { password: 'password-demo', now });
    const keys = await ctx.db.selectFrom('keyholder_keys').selectAll().orderBy('code').execute();
    expect(keys.map((k) => k.code)).toEqual(['DK-001', 'DK-002', 'DK-003', 'DK-004', 'DK-005', 'DK-006']);
    expect(keys.every((k) => k.client_id !== null && k.created_by !== null)).toBe(true);
    const loans = await ctx.db.selectFrom('keyholder_key_loans').selectAll().orderBy('id').execute();
    expect(loans).toHaveLength(5);
    const open = loans.filter((l) => l.returned_on === null);
    expect(open).toHaveLength(4);
    const overdue = open.filter((l) => l.due_on !== null && l.due_on < seededToday);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.due_on).toBe(addDays(seededToday, -3));
    expect(loans.some((l) => l.holder_person_id !== null)).toBe(true);
    for (const loan of loans) {
      expect(loan.out_on <= seededToday).toBe(true);
      if (loan.returned_on) expect(loan.returned_on >= loan.out_on).toBe(true);
    }
    const log = await ctx.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity', '=', 'keyholder_key')
      .execute();
    expect(log.filter((e) => e.action === 'created')).toHaveLength(6);
    expect(log.filter((e) => e.action === 'ha_consegnato')).toHaveLength(5);
    expect(log.filter((e) => e.action === 'ha_ripreso')).toHaveLength(1);
  });

  it('the demo technician reaches every demo key and sees who holds them', async () => {
    const technician = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'tecnico@demo.officina.it')
      .executeTakeFirstOrThrow();
    const actor = { userId: technician.id, all: false };
    const page = await listKeys(ctx.db, actor, { page: 1, per_page: 25, sort: 'code' });
    expect(page.meta.total).toBe(6);
    const out = await listKeyLoans(ctx.db, actor, { page: 1, per_page: 25, state: 'aperte' });
    expect(out.meta.total).toBe(4);
  });
});
