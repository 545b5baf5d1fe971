import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, cf, createClient, createCrmApp, createPerson, json, vat } from './crm-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

const base = {
  business_name: 'Rossi Impianti S.r.l.',
  vat_number: vat('0123456789'),
  street: 'Via Garibaldi 12',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
};

describe('clients CRUD', () => {
  it('creates, reads, updates with activity, and answers the resolved names', async () => {
    const created = await createClient(t, {
      ...base,
      state_id: t.lookups.client_states?.active,
      category_id: t.lookups.client_categories?.company,
      account_manager_id: t.adminId,
    });
    expect(created.id).toBeGreaterThan(0);
    expect(created.state_name).toBe('Attivo');
    expect(created.category_name).toBeTruthy();
    expect(created.account_manager_name).toBeTruthy();
    expect(created.country).toBe('IT');

    const got = await t.request({ method: 'GET', url: `/api/clients/${created.id}`, token: t.admin });
    expect(got.statusCode).toBe(200);
    expect(json(got).client.business_name).toBe(base.business_name);

    const put = await t.request({
      method: 'PUT',
      url: `/api/clients/${created.id}`,
      token: t.admin,
      payload: {
        ...base,
        city: 'Città di Castello',
        province: 'PG',
        postal_code: '06012',
        updated_at: created.updated_at,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(json(put).client.city).toBe('Città di Castello');
    expect(json(put).client.state_id).toBeNull();
    expect(json(put).client.updated_at).not.toBe(created.updated_at);

    const activity = json(
      await t.request({ method: 'GET', url: `/api/clients/${created.id}/activity`, token: t.admin }),
    );
    expect(activity.meta.total).toBe(2);
    const [updated, first] = activity.data;
    expect(first.action).toBe('created');
    expect(updated.action).toBe('updated');
    expect(updated.user_name).toBeTruthy();
    expect(updated.changes).toContainEqual({ field: 'city', old: 'Milano', new: 'Città di Castello' });
    expect(updated.changes).toContainEqual({
      field: 'state_id',
      old: t.lookups.client_states?.active,
      new: null,
      old_label: 'Attivo',
      new_label: null,
    });
  });

  it('answers 409 on a stale update and writes nothing', async () => {
    const c = await createClient(t, { business_name: 'Conflitto S.p.A.' });
    const first = await t.request({
      method: 'PUT',
      url: `/api/clients/${c.id}`,
      token: t.admin,
      payload: { business_name: 'Primo', updated_at: c.updated_at },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.request({
      method: 'PUT',
      url: `/api/clients/${c.id}`,
      token: t.admin,
      payload: { business_name: 'Secondo', updated_at: c.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).alert.message).toMatch(/modificato da un altro utente/);
    const got = json(await t.request({ method: 'GET', url: `/api/clients/${c.id}`, token: t.admin }));
    expect(got.client.business_name).toBe('Primo');
  });

  it('404 for unknown ids, 422 for wrong lookups', async () => {
    expect((await t.request({ method: 'GET', url: '/api/clients/999999', token: t.admin })).statusCode).toBe(
      404,
    );
    const bad = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: t.admin,
      payload: {
        business_name: 'X',
        state_id: t.lookups.person_types?.technical ?? 9999,
        account_manager_id: 99999,
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['account_manager_id', 'state_id']);
  });

  it('warns (without blocking) about a duplicate Partita IVA, and check-vat finds it', async () => {
    const v = vat('0987654321');
    const a = await createClient(t, { business_name: 'Alfa S.r.l.', vat_number: v });
    const res = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: t.admin,
      payload: { business_name: 'Beta S.r.l.', vat_number: `IT ${v}` },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).warnings).toEqual([
      { field: 'vat_number', message: 'Esiste già un cliente con questa Partita IVA: Alfa S.r.l.' },
    ]);
    const check = json(
      await t.request({
        method: 'GET',
        url: `/api/clients/check-vat?vat=IT${v}&exclude_id=${a.id}`,
        token: t.admin,
      }),
    );
    expect(check.duplicates.map((d: { business_name: string }) => d.business_name)).toEqual(['Beta S.r.l.']);
    const none = json(
      await t.request({
        method: 'GET',
        url: `/api/clients/check-vat?vat=${vat('5555555555')}`,
        token: t.admin,
      }),
    );
    expect(none).toEqual({ duplicates: [], warning: null });
    const solo = json(
      await t.request({
        method: 'POST',
        url: '/api/clients',
        token: t.admin,
        payload: { business_name: 'Gamma', vat_number: vat('4444444444') },
      }),
    );
    expect(solo.warnings).toEqual([]);
  });

  it('deletes a client nothing links to, archives one with persons, restores it', async () => {
    const lone = await createClient(t, { business_name: 'Solitario S.n.c.' });
    const del = await t.request({ method: 'DELETE', url: `/api/clients/${lone.id}`, token: t.admin });
    expect(json(del)).toEqual({ result: 'deleted', message: 'Cliente eliminato.' });
    expect(
      (await t.request({ method: 'GET', url: `/api/clients/${lone.id}`, token: t.admin })).statusCode,
    ).toBe(404);

    const linked = await createClient(t, { business_name: 'Collegato S.r.l.' });
    const anna = await createPerson(t, { first_name: 'Anna', last_name: 'Bianchi', client_id: linked.id });
    const annaClientArchived = async () =>
      json(await t.request({ method: 'GET', url: `/api/persons/${anna.id}`, token: t.admin })).person
        .client_archived;
    expect(await annaClientArchived()).toBe(false);
    const arch = json(
      await t.request({ method: 'DELETE', url: `/api/clients/${linked.id}`, token: t.admin }),
    );
    expect(arch.result).toBe('archived');
    // The person stays, and says that their client is archived.
    expect(await annaClientArchived()).toBe(true);
    const list = json(await t.request({ method: 'GET', url: '/api/clients?q=collegato', token: t.admin }));
    expect(list.meta.total).toBe(0);
    const archived = json(
      await t.request({ method: 'GET', url: '/api/clients?q=collegato&archived=true', token: t.admin }),
    );
    expect(archived.data.map((c: { id: number }) => c.id)).toEqual([linked.id]);

    const restored = await t.request({
      method: 'POST',
      url: `/api/clients/${linked.id}/restore`,
      token: t.admin,
    });
    expect(json(restored).client.archived_at).toBeNull();
    expect(await annaClientArchived()).toBe(false);
    const back = json(await t.request({ method: 'GET', url: '/api/clients?q=collegato', token: t.admin }));
    expect(back.meta.total).toBe(1);
    const activity = json(
      await t.request({ method: 'GET', url: `/api/clients/${linked.id}/activity`, token: t.admin }),
    );
    expect(activity.data.map((a: { action: string }) => a.action)).toEqual([
      'restored',
      'archived',
      'person_added',
      'created',
    ]);

    const persons = json(
      await t.request({ method: 'GET', url: `/api/clients/${linked.id}/persons`, token: t.admin }),
    );
    expect(
      persons.data.map((p: { last_name: string; client_name: string }) => [p.last_name, p.client_name]),
    ).toEqual([['Bianchi', 'Collegato S.r.l.']]);
  });

  it('accepts a personal codice fiscale for a sole trader', async () => {
    const c = await createClient(t, {
      business_name: 'Mario Rossi',
      tax_code: cf('RSSMRA80A01H501').toLowerCase(),
    });
    expect(c.tax_code).toBe(cf('RSSMRA80A01H501'));
  });
});
