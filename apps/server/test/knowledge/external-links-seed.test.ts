import { isSafeExternalUrl } from '@officina/contracts';
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

describe(`demo links (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('25 links on demo clients and projects, valid http(s) addresses, each with its history, once', async () => {
    await seedDemo(ctx, { password: 'password-demo', now });
    await seedDemo(ctx, { password: 'password-demo', now });
    const links = await ctx.db.selectFrom('external_links').selectAll().orderBy('id').execute();
    expect(links).toHaveLength(25);
    expect(new Set(links.map((l) => `${l.title} ${l.url}`)).size).toBe(25);
    for (const link of links) {
      expect(isSafeExternalUrl(link.url), link.url).toBe(true);
      expect(link.category_id).not.toBeNull();
      expect(link.created_by).not.toBeNull();
      expect(Date.parse(String(link.created_at))).toBeLessThan(now);
      expect(Date.parse(String(link.created_at))).toBeGreaterThan(now - 60 * 24 * 3_600_000);
    }
    const onProjects = links.filter((l) => l.project_id !== null);
    expect(onProjects.length).toBeGreaterThanOrEqual(6);
    expect(onProjects.every((l) => l.client_id !== null)).toBe(true);
    expect(links.filter((l) => l.client_id !== null && l.project_id === null).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(new Set(links.map((l) => l.client_id).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(links.map((l) => l.created_by)).size).toBeGreaterThanOrEqual(2);

    const log = await ctx.db
      .selectFrom('activity_log')
      .select(['entity_id', 'action'])
      .where('entity', '=', 'external_link')
      .execute();
    expect(log.map((e) => e.action)).toEqual(Array(25).fill('created'));
    expect(new Set(log.map((e) => e.entity_id))).toEqual(new Set(links.map((l) => l.id)));
  });
});
