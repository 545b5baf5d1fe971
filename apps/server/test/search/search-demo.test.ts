import { SEARCH_KINDS, type SearchKind, type SearchResult } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { clearSearchDocuments } from '../../src/modules/search/search.repository.ts';
import { reindexAll } from '../../src/modules/search/search-index.ts';
import { seedDemo } from '../../src/seeds/demo/index.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

/** One record's title per kind, read from its own table (what its page shows). */
const titles: Record<SearchKind, (db: Db) => Promise<{ id: number; title: string } | undefined>> = {
  client: (db) =>
    db.selectFrom('clients').select(['id', 'business_name as title']).orderBy('id').executeTakeFirst(),
  person: async (db) => {
    const p = await db
      .selectFrom('persons')
      .select(['id', 'first_name', 'last_name'])
      .orderBy('id')
      .executeTakeFirst();
    return p && { id: p.id, title: `${p.first_name} ${p.last_name}` };
  },
  opportunity: async (db) => {
    const o = await db
      .selectFrom('opportunities')
      .select(['id', 'number', 'title'])
      .orderBy('id')
      .executeTakeFirst();
    return o && { id: o.id, title: `${o.number} ${o.title}` };
  },
  contract: async (db) => {
    const c = await db
      .selectFrom('contracts')
      .select(['id', 'number', 'title'])
      .orderBy('id')
      .executeTakeFirst();
    return c && { id: c.id, title: `${c.number} ${c.title}` };
  },
  product: (db) => db.selectFrom('products').select(['id', 'name as title']).orderBy('id').executeTakeFirst(),
  project: (db) => db.selectFrom('projects').select(['id', 'name as title']).orderBy('id').executeTakeFirst(),
  todo: (db) =>
    db
      .selectFrom('todos')
      .select(['id', 'title'])
      .where('archived_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst(),
  schedule: (db) => db.selectFrom('schedules').select(['id', 'title']).orderBy('id').executeTakeFirst(),
  documentation: (db) =>
    db
      .selectFrom('documentations')
      .select(['id', 'title'])
      .where('archived_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst(),
  external_link: (db) =>
    db.selectFrom('external_links').select(['id', 'title']).orderBy('id').executeTakeFirst(),
  keyholder: (db) => db.selectFrom('keyholders').select(['id', 'title']).orderBy('id').executeTakeFirst(),
  attachment: (db) =>
    db.selectFrom('attachments').select(['id', 'name as title']).orderBy('id').executeTakeFirst(),
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

  it('never gives a Tecnico opportunities or contracts, nor credentials beyond their reach', async () => {
    const tecnico = await t.login('tecnico@demo.officina.it', 'password-demo');
    const all = await searchAs(tecnico, 'q=a');
    expect(all.kinds).not.toContain('opportunity');
    expect(all.kinds).not.toContain('contract');
    for (const kind of ['opportunity', 'contract'] as const) {
      const record = (await titles[kind](t.context.db)) as { title: string };
      // Asking for the kind is silently dropped; no group of it ever comes back.
      const asked = await searchAs(tecnico, `q=${encodeURIComponent(record.title)}&kinds=${kind}&limit=50`);
      expect(asked.groups).toEqual([]);
      const anyKind = await searchAs(tecnico, `q=${encodeURIComponent(record.title)}&limit=50`);
      expect(anyKind.groups.map((g) => g.kind)).not.toContain(kind);
    }
    // Credentials: the Tecnici hold view_keyholders within their projects' clients (issue 17), so a
    // Tecnico gets exactly the credentials the keyholders list gives them, never one beyond (one made
    // here on no client nor project is beyond every Tecnico's reach).
    const outOfReach = await t.request({
      method: 'POST',
      url: '/api/keyholders',
      token: admin,
      payload: { title: 'Centralino sede legale', secret: 'segreto-mai-cercato' },
    });
    expect(outOfReach.statusCode, outOfReach.body).toBe(200);
    const keyholders = await t.context.db.selectFrom('keyholders').select(['id', 'title']).execute();
    const listed = await t.request({ method: 'GET', url: '/api/keyholders?per_page=100', token: tecnico });
    const reachable = new Set((listed.json().data as { id: number }[]).map((k) => k.id));
    expect(reachable.size).toBeLessThan(keyholders.length);
    for (const k of keyholders) {
      const found = hitIds(await searchAs(tecnico, `q=${encodeURIComponent(k.title)}&limit=50`), 'keyholder');
      expect(found.includes(k.id), k.title).toBe(reachable.has(k.id));
    }
  });

  it('never gives credentials to a group without view_keyholders (Amministrazione)', async () => {
    const accounting = await t.login('amministrazione@demo.officina.it', 'password-demo');
    expect((await searchAs(accounting, 'q=ab')).kinds).not.toContain('keyholder');
    const keyholders = await t.context.db.selectFrom('keyholders').select(['title']).execute();
    expect(keyholders.length).toBeGreaterThan(0);
    for (const k of keyholders) {
      const asked = await searchAs(accounting, `q=${encodeURIComponent(k.title)}&kinds=keyholder&limit=50`);
      expect(asked.groups).toEqual([]);
      const anyKind = await searchAs(accounting, `q=${encodeURIComponent(k.title)}&limit=50`);
      expect(anyKind.groups.map((g) => g.kind)).not.toContain('keyholder');
    }
  });

  it("gives credentials and events only within the user's reach (the external technician)", async () => {
    const tecnico = await t.login('esterno@demo.officina.it', 'password-demo');
    const me = (await t.request({ method: 'GET', url: '/api/user/auth', token: tecnico })).json().user
      .id as number;
    expect((await searchAs(tecnico, 'q=ab')).kinds).toEqual([
      'client',
      'person',
      'project',
      'todo',
      'schedule',
      'keyholder',
    ]);
    // Credentials: only those the keyholders module lets them reach.
    const outOfReach = await t.request({
      method: 'POST',
      url: '/api/keyholders',
      token: admin,
      payload: { title: 'Wi-Fi ospiti sede centrale', secret: 'segreto-mai-cercato' },
    });
    expect(outOfReach.statusCode, outOfReach.body).toBe(200);
    const keyholders = await t.context.db.selectFrom('keyholders').select(['id', 'title']).execute();
    const listed = await t.request({ method: 'GET', url: '/api/keyholders?per_page=100', token: tecnico });
    const reachable = new Set((listed.json().data as { id: number }[]).map((k) => k.id));
    expect(reachable.size).toBeLessThan(keyholders.length);
    for (const k of keyholders) {
      const found = hitIds(
        await searchAs(tecnico, `q=${encodeURIComponent(k.title)}&kinds=keyholder&limit=50`),
        'keyholder',
      );
      expect(found.includes(k.id), k.title).toBe(reachable.has(k.id));
    }
    // Events: without view_all_schedules, gets only those organised or attended.
    const events = await t.context.db
      .selectFrom('schedules')
      .leftJoin('schedule_attendees', (j) =>
        j
          .onRef('schedule_attendees.schedule_id', '=', 'schedules.id')
          .on('schedule_attendees.user_id', '=', me),
      )
      .select(['schedules.id', 'schedules.title', 'schedules.created_by', 'schedule_attendees.user_id'])
      .execute();
    const own = (e: (typeof events)[number]) => e.created_by === me || e.user_id === me;
    expect(events.some(own)).toBe(true);
    expect(events.some((e) => !own(e))).toBe(true);
    for (const e of events) {
      const found = hitIds(
        await searchAs(tecnico, `q=${encodeURIComponent(e.title)}&kinds=schedule&limit=50`),
        'schedule',
      );
      expect(found.includes(e.id), e.title).toBe(own(e));
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
