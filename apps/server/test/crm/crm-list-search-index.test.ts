import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { type CrmApp, createClient, createCrmApp, createPerson, json } from './crm-fixtures.ts';

// The list's search (SQLite: FTS5 trigram index kept by triggers) and its exact total (unfiltered:
// all rows minus archived ones) must follow every write at once, on both engines.
let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

const list = async (url: string) => json(await t.request({ method: 'GET', url, token: t.admin }));

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
