import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { type CrmApp, createClient, createCrmApp, json } from './crm-fixtures.ts';

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
});
