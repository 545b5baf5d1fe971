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

async function search(query: string, token = t.admin): Promise<SearchResult> {
  const res = await t.request({ method: 'GET', url: `/api/search?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}

const titlesOf = (result: SearchResult, kind: string) =>
  result.groups.find((g) => g.kind === kind)?.items.map((i) => i.title) ?? [];

const q = (text: string, more = '') => `q=${encodeURIComponent(text)}${more}`;

describe('GET /api/search: matching', () => {
  it('is accent-, case- and apostrophe-insensitive, each word a prefix, words in any order', async () => {
    const client = await createClient(t, {
      business_name: 'Rossi Impianti Città S.r.l.',
      city: 'Reggio nell’Emilia',
      email: 'ufficio@rossi-impianti.it',
    });
    for (const text of [
      'ross',
      'ROSSI',
      'citta',
      'Città',
      'CITTÀ',
      "nell'emilia",
      'nell’emilia',
      'impianti ross',
      'reggio ross',
    ]) {
      const hits = (await search(q(text, '&kinds=client'))).groups[0]?.items ?? [];
      expect(
        hits.map((h) => h.id),
        text,
      ).toContain(client.id);
    }
    const hit = (await search(q('rossi impianti', '&kinds=client'))).groups[0]?.items[0];
    expect(hit).toMatchObject({
      kind: 'client',
      id: client.id,
      title: 'Rossi Impianti Città S.r.l.',
      path: `/crm/detail/${client.id}`,
      archived: false,
    });
    // Not a substring search: words start where a word starts.
    expect((await search(q('ssi impianti', '&kinds=client'))).groups).toEqual([]);
    // Every word must match.
    expect((await search(q('rossi zanzibar', '&kinds=client'))).groups).toEqual([]);
  });

  it('ranks exact title, then title prefix, then words in the title, then words anywhere, recent first', async () => {
    const bodyOld = await createClient(t, { business_name: 'Alfa Ferramenta', email: 'verdone@alfa.it' });
    const exact = await createClient(t, { business_name: 'Verdone' });
    const words = await createClient(t, { business_name: 'Impianti Verdone Nord' });
    const prefix = await createClient(t, { business_name: 'Verdone Impianti' });
    const bodyNew = await createClient(t, { business_name: 'Beta Forniture', city: 'Verdone' });
    const result = await search(q('verdone', '&kinds=client'));
    expect(result.groups[0]?.items.map((i) => i.id)).toEqual([
      exact.id,
      prefix.id,
      words.id,
      bodyNew.id,
      bodyOld.id,
    ]);
    // The older body match changes: it is now the most recent of the two.
    const updated = await t.request({
      method: 'PUT',
      url: `/api/clients/${bodyOld.id}`,
      token: t.admin,
      payload: { ...bodyOld, notes: 'ricontattare' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const again = await search(q('verdone', '&kinds=client'));
    expect(again.groups[0]?.items.map((i) => i.id).slice(3)).toEqual([bodyOld.id, bodyNew.id]);
    // limit and more.
    const two = await search(q('verdone', '&kinds=client&limit=2'));
    expect(two.groups[0]).toMatchObject({ kind: 'client', label: 'Clienti', more: true });
    expect(two.groups[0]?.items.map((i) => i.id)).toEqual([exact.id, prefix.id]);
    expect((await search(q('verdone', '&kinds=client&limit=5'))).groups[0]?.more).toBe(false);
  });

  it('orders the groups by their best hit and answers a person with their client', async () => {
    const client = await createClient(t, { business_name: 'Serramenti Gialli' });
    const person = await createPerson(t, {
      first_name: 'Gialli',
      last_name: 'Ottavio',
      client_id: client.id,
      role: 'Titolare',
    });
    const result = await search(q('gialli'));
    expect(result.groups.map((g) => g.kind)).toEqual(['person', 'client']);
    expect(result.groups[0]?.items[0]).toMatchObject({
      id: person.id,
      title: 'Gialli Ottavio',
      subtitle: 'Titolare · Serramenti Gialli',
      path: `/crm/persons/${person.id}/detail`,
    });
  });

  it('answers no groups to a query shorter than two characters, and refuses bad input in Italian', async () => {
    expect(await search('q=a')).toMatchObject({ q: 'a', groups: [] });
    expect((await search(q(' ’ '))).groups).toEqual([]);
    for (const [query, message] of [
      [q('x'.repeat(201)), 'La ricerca può essere lunga al massimo 200 caratteri'],
      ['q=rossi&kinds=clienti', 'Tipo di risultato sconosciuto'],
      ['q=rossi&limit=0', 'Numero di risultati non valido'],
      ['q=rossi&limit=999', 'Al massimo 50 risultati per tipo'],
      ['kinds=client', 'Scrivi cosa cercare'],
    ] as const) {
      const res = await t.request({ method: 'GET', url: `/api/search?${query}`, token: t.admin });
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(res.body, query).toContain(message);
    }
    expect((await t.request({ method: 'GET', url: '/api/search?q=rossi' })).statusCode).toBe(401);
  });
});

describe('GET /api/search: the index follows the writes', () => {
  it('a client: create, rename, archive (only with archived=true), restore, delete', async () => {
    const client = await createClient(t, { business_name: 'Zefiro Automazioni' });
    expect(titlesOf(await search(q('zefiro')), 'client')).toEqual(['Zefiro Automazioni']);

    const renamed = json(
      await t.request({
        method: 'PUT',
        url: `/api/clients/${client.id}`,
        token: t.admin,
        payload: { ...client, business_name: 'Zefiro Robotica' },
      }),
    ).client;
    expect(titlesOf(await search(q('zefiro')), 'client')).toEqual(['Zefiro Robotica']);
    expect((await search(q('automazioni'))).groups).toEqual([]);

    // A person keeps it: deleting archives it.
    const person = await createPerson(t, {
      first_name: 'Ugo',
      last_name: 'Zefirelli',
      client_id: renamed.id,
    });
    const archived = json(
      await t.request({ method: 'DELETE', url: `/api/clients/${client.id}`, token: t.admin }),
    );
    expect(archived.result).toBe('archived');
    expect(titlesOf(await search(q('zefiro robotica')), 'client')).toEqual([]);
    const withArchived = await search(q('zefiro robotica', '&archived=true'));
    expect(withArchived.groups.find((g) => g.kind === 'client')?.items[0]).toMatchObject({
      id: client.id,
      archived: true,
    });

    await t.request({ method: 'POST', url: `/api/clients/${client.id}/restore`, token: t.admin });
    expect(titlesOf(await search(q('zefiro robotica')), 'client')).toEqual(['Zefiro Robotica']);

    await t.request({ method: 'DELETE', url: `/api/persons/${person.id}`, token: t.admin });
    expect(titlesOf(await search(q('zefirelli')), 'person')).toEqual([]);
    const gone = json(
      await t.request({ method: 'DELETE', url: `/api/clients/${client.id}`, token: t.admin }),
    );
    expect(gone.result).toBe('deleted');
    expect((await search(q('zefiro', '&archived=true'))).groups).toEqual([]);
  });

  it('a product: create, update, delete', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/products',
      token: t.admin,
      payload: {
        code: 'QZ-100',
        name: 'Quarzo Firewall',
        description: 'Appliance di rete',
        unit_price_cents: 100,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = json(created).product;
    expect(titlesOf(await search(q('qz 100')), 'product')).toEqual(['Quarzo Firewall']);
    expect(titlesOf(await search(q('appliance')), 'product')).toEqual(['Quarzo Firewall']);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      token: t.admin,
      payload: { ...product, name: 'Quarzo Router' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(titlesOf(await search(q('quarzo')), 'product')).toEqual(['Quarzo Router']);
    await t.request({ method: 'DELETE', url: `/api/products/${product.id}`, token: t.admin });
    expect((await search(q('quarzo', '&archived=true'))).groups).toEqual([]);
  });
});
