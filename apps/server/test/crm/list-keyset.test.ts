import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp, createPerson, json, vat } from './crm-fixtures.ts';

// Numbered pages continued by keyset (`after` = the previous page's `next_cursor`) must be exactly
// the pages by offset, for every kind of sort column (nullable ones both ways), and a cursor made
// for anything else must not change the answer.
let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
  const cities = ['Milano', null, 'Àosta', 'Bari', null, 'Milano', 'Como', 'Bari', null, 'Zola Predosa'];
  for (const [i, city] of cities.entries()) {
    const client = await createClient(t, {
      // Repeated names: ties are broken by id, the same way on both paths.
      business_name: `Keyset ${['Alfa', 'Beta', 'Alfa', 'Gamma'][i % 4]} ${i % 5}`,
      vat_number: vat(String(3_000_000_000 + i * 7)),
      city,
      province: city ? 'MI' : null,
    });
    await createPerson(t, {
      first_name: ['Anna', 'Bruno', 'Carla'][i % 3],
      last_name: `Keyset${i % 4}`,
      email: i % 2 === 0 ? `keyset${i}@example.it` : null,
      client_id: client.id,
    });
  }
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, token: t.admin });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
};
const ids = (page: Record<string, any>) => page.data.map((r: { id: number }) => r.id);

/** Every page of `base` by offset and by cursor; both walks must give the same pages. */
async function walkBothWays(base: string, perPage: number) {
  const byOffset: number[][] = [];
  const byCursor: number[][] = [];
  let cursor: string | null = null;
  for (let page = 1; ; page++) {
    const plain = await get(`${base}&per_page=${perPage}&page=${page}`);
    byOffset.push(ids(plain));
    const continued = await get(
      `${base}&per_page=${perPage}&page=${page}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`,
    );
    byCursor.push(ids(continued));
    expect(continued.meta.total).toBe(plain.meta.total);
    cursor = continued.meta.next_cursor;
    if (page * perPage >= plain.meta.total) {
      expect(cursor).toBeNull();
      break;
    }
    expect(typeof cursor).toBe('string');
  }
  expect(byCursor).toEqual(byOffset);
  return byOffset.flat();
}

describe('list pages continued by cursor', () => {
  it('clients: the same pages as by offset, for every sort', async () => {
    for (const sort of [
      'business_name',
      '-business_name',
      'city',
      '-city',
      '-created_at',
      'vat_number',
      'state_id',
      '-account_manager_id',
    ]) {
      const walked = await walkBothWays(`/api/clients?q=keyset&sort=${sort}`, 3);
      expect(walked).toHaveLength(10);
      expect(new Set(walked).size).toBe(10);
    }
  });

  it('persons: the same pages as by offset, for every sort', async () => {
    for (const sort of ['last_name', '-last_name', 'email', '-email', 'client_id', '-first_name']) {
      const walked = await walkBothWays(`/api/persons?q=keyset&sort=${sort}`, 4);
      expect(walked).toHaveLength(10);
    }
  });

  it('a cursor made for another page, sort, size or filter is ignored; a forged one is refused', async () => {
    const first = await get('/api/clients?q=keyset&sort=city&per_page=3');
    const cursor = encodeURIComponent(first.meta.next_cursor);
    const expected = async (query: string) => ids(await get(`/api/clients?q=keyset&${query}`));
    for (const query of [
      'sort=city&per_page=3&page=3',
      'sort=-city&per_page=3&page=2',
      'sort=city&per_page=4&page=2',
    ]) {
      expect(ids(await get(`/api/clients?q=keyset&${query}&after=${cursor}`))).toEqual(await expected(query));
    }
    expect(
      ids(await get(`/api/clients?q=keyset%20alfa&sort=city&per_page=3&page=2&after=${cursor}`)),
    ).toEqual(ids(await get('/api/clients?q=keyset%20alfa&sort=city&per_page=3&page=2')));

    for (const forged of [
      'bm90LWpzb24',
      encodeURIComponent(Buffer.from('[1,"x",2,"a","id"]').toString('base64url')),
      '%%%',
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/clients?q=keyset&page=2&after=${forged}`,
        token: t.admin,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.after).toEqual([
        'Il riferimento alla pagina non è valido: ricarica l’elenco.',
      ]);
    }
    // On page 1 there is nothing to continue from: the cursor is not even read.
    expect(
      (await t.request({ method: 'GET', url: '/api/clients?after=xyz', token: t.admin })).statusCode,
    ).toBe(200);
  });

  it('a cursor whose value, id or page was altered is not trusted: the page is read by offset', async () => {
    for (const sort of ['-created_at', 'state_id', 'business_name']) {
      const first = await get(`/api/clients?q=keyset&sort=${sort}&per_page=3`);
      const token = JSON.parse(Buffer.from(first.meta.next_cursor, 'base64url').toString('utf8'));
      const expected = ids(await get(`/api/clients?q=keyset&sort=${sort}&per_page=3&page=2`));
      // A value of another type reached PostgreSQL as "invalid input syntax" (a 500) before.
      for (const change of [
        { 3: 'abc' },
        { 3: 12345 },
        { 3: '2026-01-01T00:00:00.000Z' },
        { 4: token[4] + 1 },
      ]) {
        const altered = Buffer.from(JSON.stringify(Object.assign([...token], change))).toString('base64url');
        const page = await get(`/api/clients?q=keyset&sort=${sort}&per_page=3&page=2&after=${altered}`);
        expect(ids(page), `${sort} ${JSON.stringify(change)}`).toEqual(expected);
      }
    }
  });

  it('a page continued after an insert before the cursor neither repeats nor skips a row', async () => {
    const first = await get('/api/clients?q=keyset&sort=business_name&per_page=5');
    const seen = new Set<number>(ids(first));
    await createClient(t, { business_name: 'Keyset Aaa nuovo', vat_number: vat('3999999990') });
    const second = await get(
      `/api/clients?q=keyset&sort=business_name&per_page=5&page=2&after=${encodeURIComponent(first.meta.next_cursor)}`,
    );
    expect(ids(second).filter((id: number) => seen.has(id))).toEqual([]);
    expect(second.data[0].business_name >= first.data[4].business_name).toBe(true);
  });
});
