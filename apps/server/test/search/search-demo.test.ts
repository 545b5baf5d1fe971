import { SEARCH_KINDS, type SearchKind, type SearchResult } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { clearSearchDocuments } from '../../src/modules/search/search.repository.ts';
import { reindexAll } from '../../src/modules/search/search-index.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

/** One record's title per kind, read from its own table (what its page shows). */
const titles: Record<SearchKind, (db: Db) => Promise<{ id: number; title: string } | undefined>> = {
  client: (db) => db.selectFrom('clients').select(['id', 'business_name as title']).orderBy('id').executeTakeFirst(),
  person: async (db) => {
    const p = await db.selectFrom('persons').select(['id', 'first_name', 'last_name']).orderBy('id').executeTakeFirst();
    return p && { id: p.id, title: `${p.first_name} ${p.last_name}` };
  },
  opportunity: async (db) => {
    const o = await db.selectFrom('opportunities').select(['id', 'number', 'title']).orderBy('id').executeTakeFirst();
    return o && { id: o.id, title: `${o.number} ${o.title}` };
  },
  contract: async (db) => {
    const c = await db.selectFrom('contracts').select(['id', 'number', 'title']).orderBy('id').executeTakeFirst();
    return c && { id: c.id, title: `${c.number} ${c.title}` };
  },
  product: (db) => db.selectFrom('products').select(['id', 'name as title']).orderBy('id').executeTakeFirst(),
  project: (db) => db.selectFrom('projects').select(['id', 'name as title']).orderBy('id').executeTakeFirst(),
  todo: (db) =>
    db.selectFrom('todos').select(['id', 'title']).where('archived_at', 'is', null).orderBy('id').executeTakeFirst(),
  schedule: (db) => db.selectFrom('schedules').select(['id', 'title']).orderBy('id').executeTakeFirst(),
  documentation: (db) =>
    db
      .selectFrom('documentations')
      .select(['id', 'title'])
      .where('archived_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst(),
  external_link: (db) => db.selectFrom('external_links').select(['id', 'title']).orderBy('id').executeTakeFirst(),
  keyholder: (db) => db.selectFrom('keyholders').select(['id', 'title']).orderBy('id').executeTakeFirst(),
  attachment: (db) => db.selectFrom('attachments').select(['id', 'name as title']).orderBy('id').executeTakeFirst(),
};

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.context, { password: 'password-demo' });
  admin = await t.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t.close();
});

async function searchAs(token: string, query: string): Promise<SearchResult> {
  const res = await t.request({ method: 'GET', url: `/api/search?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}

const hitIds = (result: SearchResult, kind: SearchKind) =>
  result.groups.find((g) => g.kind === kind)?.items.map((i) => i.id) ?? [];

describe('global search over the demo data', () => {
  it('finds a record of every kind by its title, first in its group', async () => {
    for (const kind of SEARCH_KINDS) {
      const record = await titles[kind](t.context.db);
      expect(record, kind).toBeDefined();
      const { id, title } = record as { id: number; title: string };
      const result = await searchAs(admin, `q=${encodeURIComponent(title)}&kinds=${kind}&limit=50`);
      expect(result.kinds).toEqual([...SEARCH_KINDS]);
      expect(hitIds(result, kind), `${kind}: ${title}`).toContain(id);
      expect(result.groups.map((g) => g.kind)).toEqual([kind]);
    }
  });

  it('answers the same after the index is wiped and rebuilt (search:reindex)', async () => {
    const queries = ['ro', 'mar', 'impianti', 'rete', 'contratto', 'server'];
    const before = await Promise.all(queries.map((q) => searchAs(admin, `q=${q}&limit=50`)));
    await clearSearchDocuments(t.context.db);
    expect((await searchAs(admin, 'q=ro')).groups).toEqual([]);
    await reindexAll(t.context.db);
    const after = await Promise.all(queries.map((q) => searchAs(admin, `q=${q}&limit=50`)));
    expect(after).toEqual(before);
    expect(before.some((r) => r.groups.length > 0)).toBe(true);
  });
});
