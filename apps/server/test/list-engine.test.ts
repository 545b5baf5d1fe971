import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import {
  countList,
  defineList,
  likeEscaped,
  listAll,
  listBatches,
  listPage,
  sortByLookup,
  sortByUser,
} from '../src/db/list/index.ts';
import { insertClientRows, selectClientViews } from '../src/modules/clients/client.repository.ts';
import { type CrmApp, createCrmApp } from './crm/crm-fixtures.ts';

// The list engine on its own (db/list/): a spec with a filter, a search and a reference sort reads
// the same rows whether its pages are walked by cursor or by offset, read ids first or at once,
// compiled or not, and its export batches are those pages glued together.
let t: CrmApp;
let db: Db;
const CITIES = ['Milano', null, 'Bari', 'Como', null];

beforeAll(async () => {
  t = await createCrmApp();
  db = t.app.db as Db;
  const states = Object.values(t.lookups.client_states ?? {});
  await insertClientRows(
    db,
    Array.from({ length: 47 }, (_, i) => ({
      business_name: `Motore ${['Alfa', 'Beta', 'Gamma'][i % 3]} ${i % 4}`,
      vat_number: null,
      tax_code: null,
      sdi_code: null,
      pec: null,
      email: i % 5 === 0 ? null : `motore${i}@example.it`,
      phone: null,
      website: null,
      street: null,
      postal_code: null,
      city: CITIES[i % CITIES.length] ?? null,
      province: i % 2 === 0 ? 'MI' : 'BA',
      country: 'IT',
      state_id: i % 6 === 0 ? null : (states[i % states.length] ?? null),
      category_id: null,
      account_manager_id: i % 3 === 0 ? null : t.adminId,
      notes: null,
    })),
    t.adminId,
    new Date().toISOString(),
  );
});
afterAll(async () => t?.close());

interface Filters {
  q?: string;
  archived?: boolean;
  province?: string;
}

function spec(name: string, page: 'ids' | 'rows', compiled: boolean) {
  return defineList<Filters>()({
    table: 'clients',
    name,
    views: selectClientViews,
    columns: 'name=name_key city=city_key?',
    sorts: {
      state_id: sortByLookup('clients.state_id', 'client_states', true),
      manager: sortByUser('clients.account_manager_id', true),
    },
    archive: true,
    equal: ['province'],
    search: { like: (_eb, pattern) => likeEscaped('clients.search_text', pattern) },
    page,
    cursor: true,
    compiled,
  });
}
const specs = {
  idsCompiled: spec('engine-test-ids', 'ids', true),
  rowsPlain: spec('engine-test-rows', 'rows', false),
};

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('list engine', () => {
  for (const [kind, spec] of Object.entries(specs)) {
    it(`${kind}: pages by cursor equal pages by offset, and the export batches glue them`, async () => {
      for (const sort of ['name', '-city', 'state_id', '-state_id', 'manager', '-manager']) {
        for (const filters of [{ province: 'MI', q: 'motore' }, { q: 'alfa' }, {}] as Filters[]) {
          const perPage = 4;
          const byOffset: number[][] = [];
          const byCursor: number[][] = [];
          let after: string | undefined;
          let total = 0;
          for (let page = 1; ; page++) {
            const plain = await listPage(db, spec, { page, per_page: perPage, sort, ...filters });
            const continued = await listPage(db, spec, { page, per_page: perPage, sort, after, ...filters });
            byOffset.push(ids(plain.data));
            byCursor.push(ids(continued.data));
            total = plain.meta.total;
            expect(continued.meta.total).toBe(total);
            after = continued.meta.next_cursor ?? undefined;
            if (page * perPage >= total) break;
            expect(after).toBeTypeOf('string');
          }
          expect(byCursor, `${sort} ${JSON.stringify(filters)}`).toEqual(byOffset);
          expect(byOffset.flat()).toHaveLength(total);
          expect((await countList(db, spec, filters)).total).toBe(total);
          const batches: number[] = [];
          for await (const batch of listBatches(db, spec, filters, sort, 5)) batches.push(...ids(batch));
          expect(batches).toEqual(byOffset.flat());
          expect(ids(await listAll(db, spec, filters, sort))).toEqual(byOffset.flat());
        }
      }
    });
  }

  it('the filters and the search narrow the rows; the archive view is the default', async () => {
    const all = await listPage(db, specs.idsCompiled, { page: 1, per_page: 100, sort: 'name' });
    const mi = await listPage(db, specs.idsCompiled, {
      page: 1,
      per_page: 100,
      sort: 'name',
      province: 'MI',
    });
    const gamma = await listPage(db, specs.rowsPlain, { page: 1, per_page: 100, sort: 'name', q: 'GAMMA' });
    const archived = await listPage(db, specs.rowsPlain, {
      page: 1,
      per_page: 10,
      sort: 'name',
      archived: true,
    });
    expect(all.meta.total).toBe(47);
    expect(mi.data.every((r) => r.province === 'MI')).toBe(true);
    expect(mi.meta.total).toBe(24);
    expect(gamma.data.every((r) => r.business_name.startsWith('Motore Gamma'))).toBe(true);
    expect(gamma.meta.total).toBe(15);
    expect(archived.meta).toEqual({ total: 0, page: 1, per_page: 10, next_cursor: null });
  });
});
