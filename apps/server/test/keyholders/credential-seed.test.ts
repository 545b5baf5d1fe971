import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { keyholdersSeeder } from '../../src/seeds/demo/keyholders.ts';
import { testConfig } from '../helper.ts';
import { createTestDatabase, DEMO_SEED_TIMEOUT, type TestDatabase, testEngine } from '../test-db.ts';

const silent: Log = { info() {}, warn() {}, error() {} };
let database: TestDatabase;
let ctx: AppContext & { close(): Promise<void> };
const now = Date.parse('2026-03-16T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = await createContext(testConfig(database), silent);
});
afterAll(async () => {
  await ctx.close();
  await database.drop();
});

describe(`demo credentials (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('ten credentials on demo clients and projects, fake secrets sealed, some expiring, once', async () => {
    await seedDemo(ctx, { password: 'password-demo', now });
    const options = { password: 'password-demo', now };
    await keyholdersSeeder.run(ctx, options);
    await keyholdersSeeder.run(ctx, options);
    const rows = await ctx.db.selectFrom('keyholders').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.client_id).not.toBeNull();
      expect(row.secret_enc).toMatch(/^v1\./);
      expect(ctx.vault.decrypt('secret', row.secret_enc as string)).toMatch(/^DEMO-password-finta-\d\d$/);
    }
    expect(rows.filter((r) => r.project_id !== null).length).toBeGreaterThanOrEqual(2);
    const expired = rows.filter((r) => r.expires_on !== null && r.expires_on < '2026-03-16');
    const soon = rows.filter(
      (r) => r.expires_on !== null && r.expires_on >= '2026-03-16' && r.expires_on <= '2026-04-15',
    );
    expect(expired).toHaveLength(2);
    expect(soon).toHaveLength(2);
    const log = await ctx.db
      .selectFrom('activity_log')
      .select(['changes'])
      .where('entity', '=', 'keyholder')
      .execute();
    expect(log).toHaveLength(10);
    expect(JSON.stringify(log)).not.toContain('DEMO-password');
    expect(JSON.stringify(log)).toContain('impostata');
    const accesses = await ctx.db.selectFrom('keyholder_accesses').select('id').execute();
    expect(accesses.length).toBeGreaterThanOrEqual(3);
  });
});
