import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { type CrmApp, createClient, createCrmApp, json, multipart, vat } from './crm-fixtures.ts';

let t: CrmApp;
beforeAll(async () => {
  t = await createCrmApp();
});
afterAll(async () => t?.close());

describe(`a new client's default state (${testEngine})`, () => {
  it('a client created without a state gets the first active client state', async () => {
    const settings = json(await t.request({ method: 'GET', url: '/api/people/settings', token: t.admin }));
    const first = settings.client_states[0];
    const created = await createClient(t, { business_name: 'Senza Stato S.r.l.' });
    expect(created.state_id).toBe(first.id);
    expect(created.state_name).toBe(first.name);
  });

  it('a state given is kept, and an update may still clear it', async () => {
    const chosen = t.lookups.client_states?.active;
    const created = await createClient(t, { business_name: 'Con Stato S.r.l.', state_id: chosen });
    expect(created.state_id).toBe(chosen);
    const put = await t.request({
      method: 'PUT',
      url: `/api/clients/${created.id}`,
      token: t.admin,
      payload: { business_name: 'Con Stato S.r.l.', state_id: null, updated_at: created.updated_at },
    });
    expect(json(put).client.state_id).toBeNull();
  });

  it('an imported new client without a state gets it too; a state in the file is kept', async () => {
    const settings = json(await t.request({ method: 'GET', url: '/api/people/settings', token: t.admin }));
    const [first, other] = settings.client_states;
    const csv = [
      'Ragione sociale;P.IVA;Stato',
      `Importato Senza Stato S.r.l.;${vat('0710000001')};`,
      `Importato Con Stato S.r.l.;${vat('0710000002')};${other.name}`,
    ].join('\n');
    const body = multipart({ name: 'clienti.csv', data: csv });
    const res = await t.request({
      method: 'POST',
      url: '/api/clients/import',
      token: t.admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const states = await t.app.db
      .selectFrom('clients')
      .select(['business_name', 'state_id'])
      .where('business_name', 'like', 'Importato %')
      .orderBy('business_name')
      .execute();
    expect(states).toEqual([
      { business_name: 'Importato Con Stato S.r.l.', state_id: other.id },
      { business_name: 'Importato Senza Stato S.r.l.', state_id: first.id },
    ]);
  });
});
