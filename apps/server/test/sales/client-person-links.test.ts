import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createSalesApp, json, type SalesApp } from './sales-fixtures.ts';

// DELETE of a client or a person archives it when another record points at it — whatever module
// the record belongs to — and deletes it otherwise. Before, only persons counted for a client:
// deleting a client with an opportunity, contract, project, to-do or time entry broke their
// foreign key (500), and a person named as referente of an offer was deleted under it.
let t: SalesApp;
beforeAll(async () => {
  t = await createSalesApp();
});
afterAll(async () => t?.close());

const call = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.request({ method, url, token: t.admin, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
};
const newClient = async (name: string) =>
  (await call('POST', '/api/clients', { business_name: `Collegamenti ${name}` })).client.id as number;

describe(`client and person links (${testEngine})`, () => {
  const linkers: [string, (clientId: number) => Promise<unknown>][] = [
    [
      'a person',
      (client_id) => call('POST', '/api/persons', { first_name: 'Ada', last_name: 'Neri', client_id }),
    ],
    ['an opportunity', (client_id) => call('POST', '/api/opportunities', { title: 'Offerta', client_id })],
    ['a contract', (client_id) => call('POST', '/api/contracts', { title: 'Assistenza', client_id })],
    [
      'a project',
      (client_id) => call('POST', '/api/projects', { code: `P-${client_id}`, name: 'Sito', client_id }),
    ],
    ['a to-do', (client_id) => call('POST', '/api/todos', { title: 'Chiamare', client_id })],
    [
      'a time entry',
      (client_id) =>
        call('POST', '/api/timings', {
          client_id,
          started_at: '2026-02-02T08:00:00Z',
          ended_at: '2026-02-02T09:00:00Z',
          billable: false,
        }),
    ],
  ];

  for (const [what, link] of linkers) {
    it(`a client with ${what} is archived, not deleted`, async () => {
      const id = await newClient(what);
      await link(id);
      const res = await call('DELETE', `/api/clients/${id}`);
      expect(res.result).toBe('archived');
      expect(res.message).toBe('Il cliente ha record collegati: è stato archiviato invece che eliminato.');
    });
  }

  it('a client nothing points at is deleted', async () => {
    const id = await newClient('nessuno');
    expect((await call('DELETE', `/api/clients/${id}`)).result).toBe('deleted');
  });

  it('a person named as referente of an offer is archived; one nobody names is deleted', async () => {
    const client_id = await newClient('referenti');
    const named = (
      await call('POST', '/api/persons', { first_name: 'Ugo', last_name: 'Referente', client_id })
    ).person.id;
    const free = (await call('POST', '/api/persons', { first_name: 'Eva', last_name: 'Libera', client_id }))
      .person.id;
    await call('POST', '/api/opportunities', { title: 'Con referente', client_id, person_id: named });
    expect((await call('DELETE', `/api/persons/${named}`)).result).toBe('archived');
    expect((await call('DELETE', `/api/persons/${free}`)).result).toBe('deleted');
  });
});
