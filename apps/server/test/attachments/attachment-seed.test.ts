import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../../src/context.ts';
import type { Log } from '../../src/log.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { createBlobStore } from '../../src/storage/index.ts';
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

describe(`demo attachments (${testEngine})`, DEMO_SEED_TIMEOUT, () => {
  it('PDFs and PNGs on demo clients and projects, de-duplicated, with history, before "now", once', async () => {
    await seedDemo(ctx, { password: 'password-demo', now });
    await seedDemo(ctx, { password: 'password-demo', now });
    const rows = await ctx.db.selectFrom('attachments').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['pdf', 'image']));
    expect(new Set(rows.map((r) => r.mime))).toEqual(new Set(['application/pdf', 'image/png']));
    expect(rows.some((r) => r.record_type === 'project')).toBe(true);
    expect(rows.some((r) => r.record_type === 'client')).toBe(true);
    for (const r of rows) expect(Date.parse(String(r.created_at))).toBeLessThan(now);
    const conditions = rows.filter((r) => r.name === 'Condizioni generali.pdf');
    expect(conditions.length).toBeGreaterThanOrEqual(2);
    expect(new Set(conditions.map((r) => r.sha256)).size).toBe(1);
    const blobs = await ctx.db.selectFrom('blobs').selectAll().execute();
    expect(blobs.reduce((sum, b) => sum + Number(b.ref_count), 0)).toBe(rows.length);
    const store = await createBlobStore(ctx.config.storage, ctx.config.dataDir);
    for (const b of blobs) expect(await store.exists(b.sha256)).toBe(true);
    await store.close();
    const added = await ctx.db
      .selectFrom('activity_log')
      .select('entity')
      .where('action', '=', 'attachment_added')
      .execute();
    expect(added.length).toBe(rows.length);
  });
});
