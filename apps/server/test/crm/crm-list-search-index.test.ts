import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSqlite, readPage, resolveListSort } from '../../src/db/list/index.ts';
import { countTermMatches } from '../../src/db/list/search-match.ts';
import { searchTerms } from '../../src/db/search.ts';
import { clientList } from '../../src/modules/clients/client.list.ts';
import { testEngine } from '../test-db.ts';
import { type CrmApp, createClient, createCrmApp, createPerson, json } from './crm-fixtures.ts';

// The list's search (the search-terms tables of migration 0013, kept by triggers) and its exact
// total (unfiltered: all rows minus archived ones) must follow every write at once, on both engines.
let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

const list = async (url: string) => json(await t.request({ method: 'GET', url, token: t.admin }));

/** Every row's terms in its table's search index are exactly searchTerms(search_text), in its view. */
async function expectTermsInStep(table: 'clients' | 'persons') {
  const rows = await sql<{ id: number; search_text: string; archived: number | boolean }>`
    select id, search_text, archived_at is not null as archived from ${sql.table(table)}`.execute(t.app.db);
  const indexed = await sql<{ record_id: number; term: string; archived: number | boolean }>`
    select record_id, term, archived from ${sql.table(`${table}_search_terms`)}`.execute(t.app.db);
  const expected = rows.rows.flatMap((r) =>
    searchTerms(r.search_text).map((term) => `${r.id} ${Number(r.archived)} ${term}`),
  );
  expect(indexed.rows.map((r) => `${r.record_id} ${Number(r.archived)} ${r.term}`).sort()).toEqual(
    expected.sort(),
  );
}

describe('CRM list search index and total', () => {
  it('follow creates, edits, archives and deletes', async () => {
    const base = (await list('/api/clients')).meta.total as number;
    const a = await createClient(t, { business_name: 'Zeppelin Termoidraulica S.r.l.' });
    const b = await createClient(t, { business_name: 'Quadrifoglio Arredi' });
    await createPerson(t, { first_name: 'Ottavia', last_name: 'Brambilla', client_id: b.id });
    expect((await list('/api/clients')).meta.total).toBe(base + 2);
    expect((await list('/api/clients?q=termoidraul')).data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list('/api/clients?q=TERMO zeppe')).meta.total).toBe(1);
    // Words of fewer than 3 characters and LIKE wildcards behave as before.
    expect((await list('/api/clients?q=ze')).meta.total).toBeGreaterThanOrEqual(1);
    expect((await list('/api/clients?q=%25%25%25')).meta.total).toBe(0);

    const put = await t.request({
      method: 'PUT',
      url: `/api/clients/${a.id}`,
      token: t.admin,
      payload: { business_name: 'Zeppelin Elettrica S.r.l.', updated_at: a.updated_at },
    });
    expect(put.statusCode).toBe(200);
    expect((await list('/api/clients?q=termoidraul')).meta.total).toBe(0);
    expect((await list('/api/clients?q=elettrica zeppelin')).data.map((r: { id: number }) => r.id)).toEqual([
      a.id,
    ]);

    // b has a person: DELETE archives it (out of the default list and its total, in the archive).
    await t.request({ method: 'DELETE', url: `/api/clients/${b.id}`, token: t.admin });
    expect((await list('/api/clients')).meta.total).toBe(base + 1);
    expect((await list('/api/clients?q=quadrifoglio')).meta.total).toBe(0);
    expect((await list('/api/clients?q=quadrifoglio&archived=true')).meta.total).toBe(1);

    await t.request({ method: 'DELETE', url: `/api/clients/${a.id}`, token: t.admin });
    expect((await list('/api/clients')).meta.total).toBe(base);
    expect((await list('/api/clients?q=zeppelin')).meta.total).toBe(0);

    expect((await list('/api/persons?q=brambill')).meta.total).toBe(1);
    expect((await list('/api/persons?q=ottavia brambilla')).data).toHaveLength(1);
    await expectTermsInStep('clients');
    await expectTermsInStep('persons');
  });

  it('finds a word anywhere inside a word, and counts what the list shows', async () => {
    const a = await createClient(t, {
      business_name: 'Elettroforniture Padane S.p.A.',
      email: 'ordini@padane.it',
    });
    const b = await createClient(t, { business_name: 'Forniture Elettriche Lombarde', city: 'Bergamo' });
    const c = await createClient(t, { business_name: 'Ferramenta 100% Sconti_Extra' });
    const ids = async (url: string) => (await list(url)).data.map((r: { id: number }) => r.id).sort();
    const total = async (url: string) => (await list(url)).meta.total as number;
    // Middle and end of a word, dots and the @ inside an e-mail, several words on different fields.
    expect(await ids('/api/clients?q=forniture')).toEqual([a.id, b.id].sort());
    expect(await ids('/api/clients?q=roforn')).toEqual([a.id]);
    expect(await ids('/api/clients?q=s.p.a')).toEqual([a.id]);
    expect(await ids('/api/clients?q=ini@padane.i')).toEqual([a.id]);
    expect(await ids('/api/clients?q=forniture bergamo')).toEqual([b.id]);
    expect(await total('/api/clients?q=forniture bergamo')).toBe(1);
    expect(await total('/api/clients?q=forniture elettr')).toBe(2);
    // LIKE's wildcards are letters here; a search across a space finds nothing.
    expect(await ids('/api/clients?q=100%25')).toEqual([c.id]);
    expect(await ids('/api/clients?q=sconti_extra')).toEqual([c.id]);
    expect(await total('/api/clients?q=sconti%25extra')).toBe(0);
    expect(await total('/api/clients?q=sconti_e%25')).toBe(0);
    // A record with several terms that start with the same words is one match, counted once.
    const d = await createClient(t, { business_name: 'Zanzibarica Zanzibarici Zanzibarotti' });
    expect(await ids('/api/clients?q=zanzibar')).toEqual([d.id]);
    expect(await total('/api/clients?q=zanzibar')).toBe(1);
    expect(await total('/api/clients?q=zanzibar ibaric ica')).toBe(1);
    expect(await ids('/api/clients?q=zanzibar ibaric ica')).toEqual([d.id]);
    // With another filter the total is counted on the rows: the same answer.
    expect(await total('/api/clients?q=forniture&city=Bergamo')).toBe(1);

    // Renamed: the old words stop matching, the new ones match; archived: only in the archive view.
    const put = await t.request({
      method: 'PUT',
      url: `/api/clients/${a.id}`,
      token: t.admin,
      payload: {
        business_name: 'Idraulica Padana S.p.A.',
        email: 'ordini@padane.it',
        updated_at: a.updated_at,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(await ids('/api/clients?q=forniture')).toEqual([b.id]);
    expect(await ids('/api/clients?q=raulica')).toEqual([a.id]);
    await createPerson(t, { first_name: 'Bruno', last_name: 'Tessitore', client_id: b.id });
    await t.request({ method: 'DELETE', url: `/api/clients/${b.id}`, token: t.admin });
    expect(await total('/api/clients?q=forniture')).toBe(0);
    expect(await ids('/api/clients?q=forniture&archived=true')).toEqual([b.id]);
    expect(await total('/api/clients?q=lombarde forniture&archived=true')).toBe(1);
    await expectTermsInStep('clients');
    await expectTermsInStep('persons');
  });
});

describe('search pages read both ways', () => {
  it('a page joined from the matches, walking the sort index, or filtered by the counted ids is the same page', async () => {
    // PostgreSQL reads a search with many matches by walking the sort index (searchWalks), and with
    // few matching index entries filters the page by the ids its count read (countTermMatches): with
    // the few rows of a test the service never walks, so every form is asked here directly.
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await createClient(t, { business_name: `Officine Meccaniche ${n}`, city: n % 2 ? 'Brescia' : null });
    }
    const db = t.app.db;
    for (const [q, sortKey] of [
      ['meccanic', 'business_name'],
      ['meccanic', '-created_at'],
      ['officine bresc', '-city'],
      ['mecc ne', 'city'],
    ] as const) {
      const filters = { q, archived: false };
      const sort = resolveListSort(clientList, sortKey);
      const counted = await countTermMatches(db, 'clients', false, q);
      // Every word indexed but "ne": its search is counted on the rows, not from the index.
      if (q === 'mecc ne') expect(counted).toBeNull();
      else {
        // The count is the rows whose search text holds every word.
        const likes = sql.join(
          q.split(' ').map((w) => sql`search_text like ${`%${w}%`}`),
          sql` and `,
        );
        const byRows = await sql<{ n: number | string }>`
          select count(*) as n from clients where archived_at is null and ${likes}`.execute(db);
        expect(counted?.total).toBe(Number(byRows.rows[0]?.n));
        expect(counted?.total).toBeGreaterThanOrEqual(4);
        // SQLite never reads the ids (its page is planned from the index as it goes).
        if (isSqlite(db)) expect(counted?.ids).toBeNull();
        else expect(new Set(counted?.ids).size).toBe(counted?.total);
        // More matching entries than the ids it reads: counted from the index, no ids.
        const many = await countTermMatches(db, 'clients', false, q, 3);
        expect(many).toEqual({ total: counted?.total, ids: null });
      }
      const countedIds = counted?.ids ?? undefined;
      const forms: [number, readonly number[] | undefined][] = [
        [0, undefined],
        [1_000_000, undefined],
      ];
      if (countedIds) forms.push([0, countedIds], [1_000_000, countedIds]);
      const pages = [];
      for (const [total, ids] of forms) {
        const request = { limit: 2, offset: 2, after: null };
        const page = await readPage<{ id: number }>(db, clientList, filters, sort, request, total, ids);
        pages.push(page.map((r) => r.id));
      }
      expect(pages).toHaveLength(isSqlite(db) || q === 'mecc ne' ? 2 : 4);
      expect(pages[0]).toHaveLength(2);
      for (const page of pages.slice(1)) expect(page).toEqual(pages[0]);
    }
  });
});

describe('apostrophes', () => {
  it("’ ‘ ` and ' are the same letter for search, city filter and sort", async () => {
    const c = await createClient(t, { business_name: 'Pasticceria dell’Orso', city: 'Reggio nell’Emilia' });
    await createPerson(t, { first_name: 'Nicola', last_name: 'D’Angelo', client_id: c.id });
    const ids = async (url: string) => (await list(url)).data.map((r: { id: number }) => r.id);
    expect(await ids("/api/clients?q=dell'orso")).toEqual([c.id]);
    expect(await ids('/api/clients?q=dell%E2%80%99orso')).toEqual([c.id]);
    expect(await ids("/api/clients?q=nell'emilia pasticceria")).toEqual([c.id]);
    expect(await ids("/api/clients?city=Reggio nell'Emilia")).toEqual([c.id]);
    expect(await ids('/api/clients?city=reggio nell`emilia')).toEqual([c.id]);
    expect(
      (await list("/api/persons?q=d'angelo")).data.map((p: { last_name: string }) => p.last_name),
    ).toEqual(['D’Angelo']);
  });
});

describe('CRM list indexes', () => {
  if (testEngine === 'sqlite') {
    it('SQLite can read a deep page and a filtered count from the partial indexes alone (0010)', async () => {
      const plan = async (query: string) => {
        const { rows } = await sql<{ detail: string }>`${sql.raw(`explain query plan ${query}`)}`.execute(
          t.app.db,
        );
        return rows.map((r) => r.detail).join(' | ');
      };
      expect(
        await plan(
          'select id from clients indexed by clients_name_key_idx where archived_at is null order by name_key, id limit 25 offset 50000',
        ),
      ).toContain('COVERING INDEX clients_name_key_idx');
      expect(
        await plan(
          "select count(*) from clients indexed by clients_province_state_idx where archived_at is null and province = 'MI' and state_id = 1",
        ),
      ).toContain('COVERING INDEX clients_province_state_idx');
      expect(
        await plan(
          'select id from persons indexed by persons_name_key_idx where archived_at is null order by name_key, id limit 25 offset 500',
        ),
      ).toContain('COVERING INDEX persons_name_key_idx');
    });
  }
  if (testEngine === 'postgres') {
    it('PostgreSQL keeps the partial indexes over active rows (0010 changes nothing there)', async () => {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where indexname in ('clients_name_key_idx', 'persons_name_key_idx') order by indexname`.execute(
        t.app.db,
      );
      expect(rows.map((r) => r.indexdef.replace(/.* USING /, ''))).toEqual([
        'btree (name_key, id) WHERE (archived_at IS NULL)',
        'btree (name_key, id) WHERE (archived_at IS NULL)',
      ]);
    });
  }
});
