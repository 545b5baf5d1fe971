import {
  clientSortColumns,
  contractSortColumns,
  opportunitySortColumns,
  personSortColumns,
  productSortColumns,
  projectSortColumns,
  timingSortColumns,
  todoSortColumns,
} from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp, createPerson, json } from './crm-fixtures.ts';

/**
 * A column that stores a reference (a state, a category, a user, a client) sorts by what the list
 * shows for it: the lookup's display order, the user's name, the client's name — not by the id.
 * Every fixture here is created so that id order and display order disagree.
 */
let t: CrmApp;
const clients: Record<string, number> = {};
beforeAll(async () => {
  t = await createCrmApp();
  // Created first, so with the lower id, but "Zita Abate" sorts after "èva Zeta" (lower case and
  // accented: by `name_key`, as on every list, not by SQLite's ASCII-only lower()).
  const zita = await t.createUser({
    email: 'zita.abate@test.it',
    password: 'password-zita-1',
    name: 'Zita',
    surname: 'Abate',
    group: 'sales',
  });
  const eva = await t.createUser({
    email: 'eva.zeta@test.it',
    password: 'password-eva-12',
    name: 'èva',
    surname: 'Zeta',
    group: 'sales',
  });
  const s = t.lookups.client_states as Record<string, number>;
  const rows = [
    { business_name: 'Zeta Costruzioni', state_id: s.prospect, account_manager_id: zita },
    { business_name: 'Alfa Impianti', state_id: s.active, account_manager_id: eva },
    { business_name: 'Media Servizi', state_id: s.suspended },
  ];
  for (const row of rows) clients[row.business_name] = (await createClient(t, row)).id;
  // Persons created in the opposite order of their clients' names.
  await createPerson(t, { first_name: 'Uno', last_name: 'Bruni', client_id: clients['Zeta Costruzioni'] });
  await createPerson(t, { first_name: 'Due', last_name: 'Neri', client_id: clients['Media Servizi'] });
  await createPerson(t, { first_name: 'Tre', last_name: 'Verdi', client_id: clients['Alfa Impianti'] });
  await createPerson(t, { first_name: 'Quattro', last_name: 'Gialli' });
});
afterAll(async () => t?.close());

const list = async (url: string) => {
  const res = await t.request({ method: 'GET', url, token: t.admin });
  expect(res.statusCode, url).toBe(200);
  return json(res);
};
const clientNames = async (query: string) =>
  (await list(`/api/clients?${query}`)).data.map((r: { business_name: string }) => r.business_name);

/** Every name is in the exported text, each after the one before. */
function expectInOrder(text: string, names: string[]) {
  const at = names.map((name) => text.indexOf(name));
  expect(at.every((position) => position > 0)).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

describe('sorting by a reference column', () => {
  it('clients by account manager follow the manager’s name (no manager first ascending)', async () => {
    expect(await clientNames('sort=account_manager_id')).toEqual([
      'Media Servizi',
      'Alfa Impianti',
      'Zeta Costruzioni',
    ]);
    expect(await clientNames('sort=-account_manager_id')).toEqual([
      'Zeta Costruzioni',
      'Alfa Impianti',
      'Media Servizi',
    ]);
  });

  it('clients by state follow the states’ display order, also after it changes', async () => {
    expect(await clientNames('sort=state_id')).toEqual([
      'Zeta Costruzioni',
      'Alfa Impianti',
      'Media Servizi',
    ]);
    // Sospeso moved to the top of the states, Prospect to the bottom (as a reordering admin would).
    const s = t.lookups.client_states as Record<string, number>;
    await t.app.db
      .updateTable('lookups')
      .set({ position: -1 })
      .where('id', '=', s.suspended as number)
      .execute();
    await t.app.db
      .updateTable('lookups')
      .set({ position: 99 })
      .where('id', '=', s.prospect as number)
      .execute();
    expect(await clientNames('sort=state_id')).toEqual([
      'Media Servizi',
      'Alfa Impianti',
      'Zeta Costruzioni',
    ]);
    expect(await clientNames('sort=-state_id')).toEqual([
      'Zeta Costruzioni',
      'Alfa Impianti',
      'Media Servizi',
    ]);
  });

  it('pages continue after their cursor in the same order, and the export follows it', async () => {
    const first = await list('/api/clients?sort=account_manager_id&per_page=1');
    expect(first.data[0].business_name).toBe('Media Servizi');
    const second = await list(
      `/api/clients?sort=account_manager_id&per_page=1&page=2&after=${first.meta.next_cursor}`,
    );
    expect(second.data[0].business_name).toBe('Alfa Impianti');
    const third = await list(
      `/api/clients?sort=account_manager_id&per_page=1&page=3&after=${second.meta.next_cursor}`,
    );
    expect(third.data[0].business_name).toBe('Zeta Costruzioni');

    const csv = await t.request({
      method: 'GET',
      url: '/api/clients/export?format=csv&sort=-account_manager_id',
      token: t.admin,
    });
    expect(csv.statusCode).toBe(200);
    expectInOrder(csv.body, ['Zeta Costruzioni', 'Alfa Impianti', 'Media Servizi']);
  });

  it('persons by client follow the client’s name (no client first ascending), in the list and the export', async () => {
    const persons = await list('/api/persons?sort=client_id');
    expect(persons.data.map((p: { last_name: string }) => p.last_name)).toEqual([
      'Gialli',
      'Verdi',
      'Neri',
      'Bruni',
    ]);
    const csv = await t.request({
      method: 'GET',
      url: '/api/persons/export?format=csv&sort=-client_id',
      token: t.admin,
    });
    expectInOrder(csv.body, ['Bruni', 'Neri', 'Verdi', 'Gialli']);
  });

  it('every list answers every sort column both ways (and its export, where there is one)', async () => {
    const lists: [string, readonly string[], string | null][] = [
      ['/api/clients', clientSortColumns, '/api/clients/export?format=csv'],
      ['/api/persons', personSortColumns, '/api/persons/export?format=csv'],
      ['/api/opportunities', opportunitySortColumns, '/api/opportunities/export?format=csv'],
      ['/api/contracts', contractSortColumns, '/api/contracts/export?format=csv'],
      ['/api/products', productSortColumns, null],
      ['/api/projects', projectSortColumns, null],
      ['/api/todos?assignee=all', todoSortColumns, null],
      ['/api/timings?user=all', timingSortColumns, null],
    ];
    for (const [url, columns, exportUrl] of lists) {
      for (const column of columns) {
        for (const sort of [column, `-${column}`]) {
          const join = url.includes('?') ? '&' : '?';
          await list(`${url}${join}sort=${sort}`);
          if (exportUrl) {
            const res = await t.request({ method: 'GET', url: `${exportUrl}&sort=${sort}`, token: t.admin });
            expect(res.statusCode, `${exportUrl} ${sort}`).toBe(200);
          }
        }
      }
    }
  });
});
