import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
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

describe(`demo documentation (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('15 pages on demo clients/projects, each with a history by different users, before "now", once', async () => {
    await seedDemo(ctx, { password: 'password-demo', now });
    await seedDemo(ctx, { password: 'password-demo', now });
    const pages = await ctx.db.selectFrom('documentations').selectAll().execute();
    expect(pages).toHaveLength(15);
    expect(pages.every((p) => p.client_id !== null)).toBe(true);
    expect(pages.filter((p) => p.project_id !== null).length).toBeGreaterThanOrEqual(3);
    const versions = await ctx.db.selectFrom('documentation_versions').selectAll().execute();
    for (const page of pages) {
      const own = versions.filter((v) => v.documentation_id === page.id).sort((a, b) => a.number - b.number);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBe(Number(page.version));
      expect(new Set(own.map((v) => v.created_by)).size).toBeGreaterThanOrEqual(2);
      expect(own.at(-1)?.body).toBe(page.body);
      for (const v of own) expect(Date.parse(String(v.created_at))).toBeLessThan(now);
      expect(Date.parse(String(own[0]?.created_at))).toBeGreaterThan(now - 70 * 24 * 3_600_000);
    }
    const tags = await ctx.db.selectFrom('documentation_tags').select('tag').distinct().execute();
    expect(tags.map((t) => t.tag)).toContain('rete');
    const log = await ctx.db
      .selectFrom('activity_log')
      .select(['action'])
      .where('entity', '=', 'documentation')
      .execute();
    expect(log.length).toBe(versions.length);
  });
});
