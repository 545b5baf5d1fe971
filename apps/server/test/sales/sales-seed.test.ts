import { romeDateOf } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { testConfig } from '../helper.ts';
import { createTestDatabase, DEMO_SEED_TIMEOUT, type TestDatabase, testEngine } from '../test-db.ts';

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

const count = async (table: 'products' | 'opportunities' | 'opportunity_rows' | 'contracts') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`sales demo data (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('seeds ~30 products, 40 opportunities over every state with rows, ~20 contracts; idempotent', async () => {
    await seedDemo(ctx, { password: 'password-demo' });
    const first = {
      products: await count('products'),
      opportunities: await count('opportunities'),
      rows: await count('opportunity_rows'),
      contracts: await count('contracts'),
    };
    expect(first.products).toBeGreaterThanOrEqual(30);
    expect(first.opportunities).toBe(40);
    expect(first.rows).toBeGreaterThan(100);
    expect(first.contracts).toBeGreaterThanOrEqual(20);

    const states = await ctx.db
      .selectFrom('opportunities')
      .innerJoin('lookups', 'lookups.id', 'opportunities.state_id')
      .select('lookups.key')
      .distinct()
      .execute();
    expect(states.map((s) => s.key).sort()).toEqual([
      'lost',
      'negotiation',
      'new',
      'offer_sent',
      'qualified',
      'won',
    ]);
    const lostWithoutReason = await ctx.db
      .selectFrom('opportunities')
      .innerJoin('lookups', 'lookups.id', 'opportunities.state_id')
      .select('opportunities.id')
      .where('lookups.key', '=', 'lost')
      .where('opportunities.lost_reason', 'is', null)
      .execute();
    expect(lostWithoutReason).toEqual([]);

    // Each contract's state agrees with its dates: no expired one ends after today, no active or
    // renewing one has ended (or not started yet); and there are some of each.
    const today = romeDateOf(Date.now());
    const contracts = await ctx.db
      .selectFrom('contracts')
      .innerJoin('lookups', 'lookups.id', 'contracts.state_id')
      .select(['contracts.number', 'contracts.start_on', 'contracts.end_on', 'lookups.key as state'])
      .execute();
    const inState = (state: string) => contracts.filter((c) => c.state === state);
    expect(inState('expired').length).toBeGreaterThan(0);
    expect(inState('active').length).toBeGreaterThan(0);
    expect(inState('expired').filter((c) => c.end_on === null || c.end_on >= today)).toEqual([]);
    expect(
      [...inState('active'), ...inState('renewing')].filter(
        (c) => (c.end_on !== null && c.end_on < today) || (c.start_on !== null && c.start_on > today),
      ),
    ).toEqual([]);
    expect(inState('draft').filter((c) => c.start_on !== null && c.start_on <= today)).toEqual([]);

    await seedDemo(ctx, { password: 'password-demo' });
    expect({
      products: await count('products'),
      opportunities: await count('opportunities'),
      rows: await count('opportunity_rows'),
      contracts: await count('contracts'),
    }).toEqual(first);
  });
});
