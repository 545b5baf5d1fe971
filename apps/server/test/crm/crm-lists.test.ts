import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmApp,
  createClient,
  createCrmApp,
  createPerson,
  json,
  multipart,
  vat,
} from './crm-fixtures.ts';

let t: CrmApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createCrmApp();
  const s = t.lookups.client_states as Record<string, number>;
  const c = t.lookups.client_categories as Record<string, number>;
  const rows = [
    {
      business_name: 'Ålpha Città S.r.l.',
      vat_number: vat('0100000001'),
      city: 'Città di Castello',
      province: 'PG',
      state_id: s.active,
      category_id: c.company,
      account_manager_id: t.adminId,
    },
    {
      business_name: 'beta servizi',
      vat_number: vat('0200000002'),
      city: 'Milano',
      province: 'MI',
      state_id: s.prospect,
    },
    {
      business_name: 'Gamma Informatica',
      city: 'milano',
      province: 'MI',
      state_id: s.active,
      category_id: c.company,
    },
    { business_name: 'Delta Rossi & C.', vat_number: vat('0300000003'), city: 'Roma', province: 'RM' },
  ];
  for (const row of rows) ids[row.business_name] = (await createClient(t, row)).id;
  // A new client gets the default state; one without (cleared later, or older data) sorts last.
  await t.app.db
    .updateTable('clients')
    .set({ state_id: null })
    .where('id', '=', ids['Delta Rossi & C.'] as number)
    .execute();
});
afterAll(async () => t?.close());

const names = async (query: string, url = '/api/clients') =>
  json(await t.request({ method: 'GET', url: `${url}?${query}`, token: t.admin })).data.map(
    (r: { business_name?: string; last_name?: string }) => r.business_name ?? r.last_name,
  );

describe('clients list', () => {
  it('sorts by every exposed column, NULLs first ascending', async () => {
    expect(await names('sort=business_name')).toEqual([
      'Ålpha Città S.r.l.',
      'beta servizi',
      'Delta Rossi & C.',
      'Gamma Informatica',
    ]);
    expect(await names('sort=-business_name')).toEqual([
      'Gamma Informatica',
      'Delta Rossi & C.',
      'beta servizi',
      'Ålpha Città S.r.l.',
    ]);
    expect(await names('sort=vat_number')).toEqual([
      'Gamma Informatica',
      'Ålpha Città S.r.l.',
      'beta servizi',
      'Delta Rossi & C.',
    ]);
    expect(await names('sort=-vat_number')).toEqual([
      'Delta Rossi & C.',
      'beta servizi',
      'Ålpha Città S.r.l.',
      'Gamma Informatica',
    ]);
    expect((await names('sort=city'))[0]).toBe('Ålpha Città S.r.l.');
    expect(await names('sort=province')).toEqual([
      'beta servizi',
      'Gamma Informatica',
      'Ålpha Città S.r.l.',
      'Delta Rossi & C.',
    ]);
    expect((await names('sort=-state_id')).at(-1)).toBe('Delta Rossi & C.');
    expect((await names('sort=category_id')).slice(0, 2).sort()).toEqual([
      'Delta Rossi & C.',
      'beta servizi',
    ]);
    expect((await names('sort=account_manager_id')).at(-1)).toBe('Ålpha Città S.r.l.');
    expect(await names('sort=created_at')).toEqual(Object.keys(ids));
    expect(await names('sort=-updated_at')).toEqual(Object.keys(ids).reverse());
    const bad = await t.request({ method: 'GET', url: '/api/clients?sort=password', token: t.admin });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.sort).toEqual(['Ordinamento non valido']);
  });

  it('filters by state, category, account manager, province and city (case-insensitive)', async () => {
    const s = t.lookups.client_states as Record<string, number>;
    expect(await names(`state_id=${s.active}`)).toEqual(['Ålpha Città S.r.l.', 'Gamma Informatica']);
    expect(await names(`state_id=${s.active}&province=mi`)).toEqual(['Gamma Informatica']);
    expect(await names(`category_id=${t.lookups.client_categories?.company}`)).toHaveLength(2);
    expect(await names(`account_manager_id=${t.adminId}`)).toEqual(['Ålpha Città S.r.l.']);
    expect(await names('city=MILANO')).toEqual(['beta servizi', 'Gamma Informatica']);
    expect(await names('city=citta di castello')).toEqual(['Ålpha Città S.r.l.']);
  });

  it('searches accent- and case-insensitively, every word, with LIKE wildcards taken literally', async () => {
    expect(await names('q=citta')).toEqual(['Ålpha Città S.r.l.']);
    expect(await names('q=ALPHA')).toEqual(['Ålpha Città S.r.l.']);
    expect(await names('q=ROSSI')).toEqual(['Delta Rossi & C.']);
    expect(await names('q=milano gamma')).toEqual(['Gamma Informatica']);
    expect(await names(`q=${vat('0200000002')}`)).toEqual(['beta servizi']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=_')).toEqual([]);
  });

  it('paginates with total', async () => {
    const page = json(
      await t.request({ method: 'GET', url: '/api/clients?per_page=3&page=2', token: t.admin }),
    );
    expect(page.meta).toEqual({ total: 4, page: 2, per_page: 3, next_cursor: null });
    expect(page.data).toHaveLength(1);
  });
});

describe('persons', () => {
  it('CRUD, filters, sort, search, activity and 409', async () => {
    const clientId = ids['beta servizi'] as number;
    const types = t.lookups.person_types as Record<string, number>;
    const typeIds = Object.values(types);
    const a = await createPerson(t, {
      first_name: 'Mario',
      last_name: 'Rossi',
      email: 'MARIO@beta.it',
      client_id: clientId,
      type_id: typeIds[0],
      privacy_consent_on: '2025-01-31',
    });
    expect(a).toMatchObject({
      email: 'mario@beta.it',
      client_name: 'beta servizi',
      type_name: expect.any(String),
    });
    await createPerson(t, { first_name: 'Lucia', last_name: 'Àlberti', type_id: typeIds[1] });
    await createPerson(t, { first_name: 'Zeno', last_name: 'bianchi', client_id: clientId });

    expect(await names('sort=last_name', '/api/persons')).toEqual(['Àlberti', 'bianchi', 'Rossi']);
    expect(await names('sort=-first_name', '/api/persons')).toEqual(['bianchi', 'Rossi', 'Àlberti']);
    expect(await names('sort=email', '/api/persons')).toEqual(['Àlberti', 'bianchi', 'Rossi']);
    expect(await names('sort=-type_id', '/api/persons')).toEqual(['Àlberti', 'Rossi', 'bianchi']);
    expect(await names('sort=client_id', '/api/persons')).toEqual(['Àlberti', 'Rossi', 'bianchi']);
    expect(await names('sort=-created_at', '/api/persons')).toEqual(['bianchi', 'Àlberti', 'Rossi']);
    expect(await names(`client_id=${clientId}`, '/api/persons')).toEqual(['bianchi', 'Rossi']);
    expect(await names(`type_id=${typeIds[1]}`, '/api/persons')).toEqual(['Àlberti']);
    expect(await names('q=ROSSI', '/api/persons')).toEqual(['Rossi']);
    expect(await names('q=alberti', '/api/persons')).toEqual(['Àlberti']);

    const bad = await t.request({
      method: 'POST',
      url: '/api/persons',
      token: t.admin,
      payload: { first_name: 'X', last_name: 'Y', privacy_consent_on: '31/01/2025', client_id: 999999 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toEqual(['privacy_consent_on']);
    const noClient = await t.request({
      method: 'POST',
      url: '/api/persons',
      token: t.admin,
      payload: { first_name: 'X', last_name: 'Y', client_id: 999999 },
    });
    expect(json(noClient).errors).toEqual({ client_id: ['Cliente non valido'] });

    const put = await t.request({
      method: 'PUT',
      url: `/api/persons/${a.id}`,
      token: t.admin,
      payload: { ...a, role: 'CEO', updated_at: a.updated_at },
    });
    expect(put.statusCode, put.body).toBe(200);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/persons/${a.id}`,
      token: t.admin,
      payload: { ...a, role: 'CTO', updated_at: a.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    const act = json(
      await t.request({ method: 'GET', url: `/api/persons/${a.id}/activity`, token: t.admin }),
    );
    expect(act.data[0].changes).toEqual([{ field: 'role', old: null, new: 'CEO' }]);
    const del = json(await t.request({ method: 'DELETE', url: `/api/persons/${a.id}`, token: t.admin }));
    expect(del.result).toBe('deleted');
  });

  it('imports persons matched on e-mail, client by P.IVA or name', async () => {
    const v = vat('0200000002');
    const csv = `Nome,Cognome,E-mail,Partita IVA cliente,Cliente,Consenso privacy\nAnna,Verdi,anna@beta.it,${v},,31/01/2025\nPaolo,Neri,paolo@gamma.it,,gamma informatica,\nSara,Blu,sara@x.it,,Sconosciuta Srl,\n`;
    const body = multipart({ name: 'persone.csv', data: csv });
    const run = async () =>
      json(
        await t.request({
          method: 'POST',
          url: '/api/persons/import',
          token: t.admin,
          payload: body.payload,
          headers: body.headers,
        }),
      );
    const first = await run();
    expect(first).toMatchObject({ created: 2, updated: 0 });
    expect(first.errors).toEqual([
      { row: 4, errors: { client_business_name: ['Cliente non trovato: «Sconosciuta Srl»'] } },
    ]);
    expect(await run()).toMatchObject({ created: 0, updated: 0, skipped: 3 });
    const anna = json(await t.request({ method: 'GET', url: '/api/persons?q=anna', token: t.admin })).data[0];
    expect(anna).toMatchObject({ client_name: 'beta servizi', privacy_consent_on: '2025-01-31' });
    const exp = await t.request({
      method: 'GET',
      url: '/api/persons/export?format=csv&q=verdi',
      token: t.admin,
    });
    expect(exp.headers['content-disposition']).toMatch(/persone-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = exp.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Cognome;Tipo;Ruolo;E-mail;Telefono;Cellulare;Cliente;Partita IVA cliente;Consenso privacy;Note;Creato il',
    );
    expect(lines[1]).toContain(`Anna;Verdi;;;anna@beta.it;;;beta servizi;${v};31/01/2025;`);
  });
});
