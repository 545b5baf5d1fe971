import { createClientInputSchema, createPersonInputSchema } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
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

describe('CRM demo data', DEMO_SEED_TIMEOUT, () => {
  it('seeds ~60 valid Italian clients and ~150 persons, idempotently', async () => {
    await seedDemo(ctx, { password: 'password-demo' });
    await seedDemo(ctx, { password: 'password-demo' });
    const clients = await ctx.db.selectFrom('clients').selectAll().execute();
    const persons = await ctx.db.selectFrom('persons').selectAll().execute();
    expect(clients.length).toBe(60);
    expect(persons.length).toBeGreaterThanOrEqual(140);
    for (const c of clients) {
      const {
        id: _i,
        name_key: _n,
        search_text: _s,
        city_key: _c,
        archived_at: _a,
        created_at: _ca,
        updated_at: _u,
        created_by: _b,
        ...fields
      } = c;
      const parsed = createClientInputSchema.safeParse(fields);
      expect(parsed.success, `${c.business_name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(new Set(clients.map((c) => c.state_id)).size).toBe(4);
    // Invoicing codes vary: each client has its own SDI code, or 0000000 when invoiced by PEC; the tax
    // code is the P.IVA for companies only.
    const sdi = clients.map((c) => c.sdi_code).filter((code) => code !== null && code !== '0000000');
    expect(sdi.length).toBeGreaterThan(30);
    expect(new Set(sdi).size).toBe(sdi.length);
    expect(clients.filter((c) => c.sdi_code === '0000000').every((c) => c.pec)).toBe(true);
    expect(clients.filter((c) => c.tax_code !== c.vat_number).length).toBeGreaterThan(5);
    for (const p of persons.slice(0, 20)) {
      expect(createPersonInputSchema.safeParse({ ...p, id: undefined }).success).toBe(true);
      const client = clients.find((c) => c.id === p.client_id);
      expect(p.email?.endsWith(`@${client?.website?.replace('https://www.', '')}`)).toBe(true);
    }
  });
});
