import type { SearchResult } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp, createPerson, json } from '../crm/crm-fixtures.ts';

let t: CrmApp;

beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => {
  await t.close();
});

async function search(query: string): Promise<SearchResult> {
  const res = await t.request({ method: 'GET', url: `/api/search?${query}`, token: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}

const idsOf = (result: SearchResult, kind: string) =>
  result.groups.find((g) => g.kind === kind)?.items.map((i) => i.id) ?? [];

describe('GET /api/search: how the index is read', () => {
  it('answers a query of words shorter than 3 letters from the titles starting with it', async () => {
    const starts = await createClient(t, { business_name: 'Tornerie Veloci S.r.l.' });
    const inside = await createClient(t, { business_name: 'Officine Tornitura Bassi' });
    const body = await createClient(t, { business_name: 'Fabbri Lamiere', city: 'Torino' });
    const short = idsOf(await search('q=to&kinds=client'), 'client');
    expect(short).toContain(starts.id);
    expect(short).not.toContain(inside.id);
    expect(short).not.toContain(body.id);
    // Three letters read the full-text index: a later title word and a word of the body match too.
    const longer = idsOf(await search('q=tor&kinds=client'), 'client');
    expect(longer).toEqual(expect.arrayContaining([starts.id, inside.id, body.id]));
    // Short words only: the title must start with the whole query.
    expect(idsOf(await search('q=to%20ve&kinds=client'), 'client')).toEqual([]);
  });

  it("keeps each kind's words to that kind", async () => {
    const client = await createClient(t, { business_name: 'Quercioli Arredi' });
    const person = await createPerson(t, { first_name: 'Ada', last_name: 'Lovelace', role: 'quercioli' });
    const all = await search('q=quercioli');
    expect(idsOf(all, 'client')).toEqual([client.id]);
    expect(idsOf(all, 'person')).toEqual([person.id]);
    expect(idsOf(await search('q=quercioli&kinds=person'), 'person')).toEqual([person.id]);
    expect(idsOf(await search('q=lovelace&kinds=client'), 'client')).toEqual([]);
  });

  it('indexes a page whose body holds a word thousands of characters long', async () => {
    const long = `${'x'.repeat(3_000)}`;
    const page = json(
      await t.request({
        method: 'POST',
        url: '/api/documentations',
        token: t.admin,
        payload: { title: 'Chiave lunghissima', body: `Certificato ${long} fine` },
      }),
    );
    expect(idsOf(await search('q=lunghissima'), 'documentation')).toEqual([page.documentation.id]);
    expect(idsOf(await search('q=certificato%20fine'), 'documentation')).toEqual([page.documentation.id]);
    expect(idsOf(await search('q=xxxxxxxx'), 'documentation')).toEqual([page.documentation.id]);
  });
});
