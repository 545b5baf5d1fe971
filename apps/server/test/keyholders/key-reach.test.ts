import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { checkin, checkout, createKey, createKeysApp, get, json, type KeysApp } from './key-fixtures.ts';

let t: KeysApp;
/** On the client of the technician's project (no project set), on the project itself, elsewhere. */
let onClient: { id: number; updated_at: string; code: string; label: string };
let onProject: { id: number };
let elsewhere: { id: number; updated_at: string; code: string; label: string };

beforeAll(async () => {
  t = await createKeysApp();
  onClient = await createKey(t, { label: 'Portone', code: 'R-CLI', client_id: t.clientId, copies: 2 });
  onProject = await createKey(t, { label: 'Badge', code: 'R-PRJ', project_id: t.projectId, copies: 2 });
  elsewhere = await createKey(t, {
    label: 'Cancello',
    code: 'R-ALT',
    project_id: t.otherProjectId,
    copies: 2,
  });
  await checkout(t, elsewhere.id, { copy_no: 1, holder_user_id: t.adminId });
});
afterAll(async () => t?.close());

const keyCalls = (key: { id: number; updated_at: string; code: string; label: string }) => [
  { method: 'GET', url: `/api/keyholders/keys/${key.id}` },
  { method: 'GET', url: `/api/keyholders/keys/${key.id}/activity` },
  {
    method: 'PUT',
    url: `/api/keyholders/keys/${key.id}`,
    payload: { label: key.label, code: key.code, copies: 2, updated_at: key.updated_at },
  },
  {
    method: 'POST',
    url: `/api/keyholders/keys/${key.id}/checkout`,
    payload: { copy_no: 2, holder_person_id: 1 },
  },
  { method: 'POST', url: `/api/keyholders/keys/${key.id}/checkin`, payload: { copy_no: 1 } },
  { method: 'DELETE', url: `/api/keyholders/keys/${key.id}` },
];

const codes = async (url: string, token: string) =>
  (await get(t, url, token)).data.map(
    (row: { code?: string; key_code?: string }) => row.code ?? row.key_code,
  );

describe(`physical keys: reach of a Tecnico (${testEngine})`, () => {
  it('a Tecnico on a project of the client sees its keys and their loans, not the others', async () => {
    const token = t.onProject.token;
    expect(await codes('/api/keyholders/keys?sort=code', token)).toEqual(['R-CLI', 'R-PRJ']);
    expect(await codes('/api/keyholders/loans', token)).toEqual([]);
    expect(await codes('/api/keyholders/loans?state=tutte', t.admin)).toEqual(['R-ALT']);
    expect(await codes(`/api/keyholders/keys?client_id=${t.otherClientId}`, token)).toEqual([]);
    expect((await get(t, `/api/keyholders/keys/${onProject.id}`, token)).key.code).toBe('R-PRJ');
  });

  it('a key out of reach is 404 on every call, as if it did not exist, and stays as it was', async () => {
    for (const call of keyCalls(elsewhere)) {
      const res = await t.request({ ...(call as { method: 'GET' }), token: t.onProject.token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(json(res).alert.message).toBe('Chiave non trovata.');
    }
    const still = await get(t, `/api/keyholders/keys/${elsewhere.id}`);
    expect(still.key).toMatchObject({ updated_at: elsewhere.updated_at, copies_out: 1 });
  });

  it('a Tecnico on no project reaches no key at all', async () => {
    expect(await codes('/api/keyholders/keys', t.offProject.token)).toEqual([]);
    for (const call of keyCalls(onClient)) {
      const res = await t.request({ ...(call as { method: 'GET' }), token: t.offProject.token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('within reach the Tecnico checks out and in, edits; pointing a key out of reach is 403', async () => {
    const token = t.onProject.token;
    const out = await checkout(t, onClient.id, { copy_no: 2, holder_person_id: t.personId }, token);
    expect(out.statusCode).toBe(200);
    expect(json(out).key.loans[0].out_by_name).toBe('Luca Tecnico');
    expect((await checkin(t, onClient.id, { copy_no: 2 }, token)).statusCode).toBe(200);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/keyholders/keys/${onClient.id}`,
      token,
      payload: {
        label: 'Portone',
        code: 'R-CLI',
        client_id: t.otherClientId,
        updated_at: json(out).key.updated_at,
      },
    });
    expect(moved.statusCode).toBe(403);
    expect(json(moved).alert.message).toBe(
      'Puoi registrare chiavi solo per i clienti e i progetti su cui lavori.',
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/keyholders/keys',
      token,
      payload: { label: 'Nuova', code: 'R-NEW', client_id: t.otherClientId },
    });
    expect(created.statusCode).toBe(403);
    const nowhere = await t.request({
      method: 'POST',
      url: '/api/keyholders/keys',
      token,
      payload: { label: 'Nuova', code: 'R-NEW' },
    });
    expect(nowhere.statusCode).toBe(403);
    const mine = await createKey(t, { label: 'Nuova', code: 'R-NEW', project_id: t.projectId }, token);
    expect(mine.client_id).toBe(t.clientId);
  });
});
