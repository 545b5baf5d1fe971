import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import {
  type CredentialsApp,
  createCredential,
  createCredentialsApp,
  json,
  reveal,
} from './credential-fixtures.ts';

let t: CredentialsApp;
let entry: { id: number; updated_at: string };
let unplaced: { id: number };

beforeAll(async () => {
  t = await createCredentialsApp();
  entry = await createCredential(t, {
    title: 'Hosting Rossi',
    kind: 'hosting',
    client_id: t.clientId,
    secret: 'pw',
  });
  unplaced = await createCredential(t, { title: 'Senza cliente', secret: 'pw' });
});
afterAll(async () => t?.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
const reads = (): Call[] => [
  { method: 'GET', url: '/api/keyholders' },
  { method: 'GET', url: '/api/keyholders/export?format=csv' },
  { method: 'GET', url: `/api/keyholders/${entry.id}` },
  { method: 'GET', url: `/api/keyholders/${entry.id}/accesses` },
  { method: 'GET', url: `/api/keyholders/${entry.id}/activity` },
];
const writes = (): Call[] => [
  { method: 'POST', url: '/api/keyholders', payload: { title: 'Nuova', client_id: t.clientId } },
  {
    method: 'PUT',
    url: `/api/keyholders/${entry.id}`,
    payload: { title: 'Hosting Rossi', kind: 'hosting', client_id: t.clientId, updated_at: entry.updated_at },
  },
];
const status = async (call: Call, token?: string) =>
  (await t.request({ ...call, ...(token ? { token } : {}) })).statusCode;
const titles = async (token: string) =>
  json(await t.request({ method: 'GET', url: '/api/keyholders', token })).data.map(
    (r: { title: string }) => r.title,
  );

describe(`credentials by default group (${testEngine})`, () => {
  it('without a token every call is 401', async () => {
    for (const call of [
      ...reads(),
      ...writes(),
      { method: 'POST' as const, url: `/api/keyholders/${entry.id}/reveal` },
    ])
      expect(await status(call), call.url).toBe(401);
  });

  it('no group and Amministrazione: 403 on every call', async () => {
    for (const token of [t.tokens.none, t.tokens.accounting])
      for (const call of [...reads(), ...writes()]) expect(await status(call, token), call.url).toBe(403);
  });

  it('Commerciali read every credential but may not write or reveal', async () => {
    for (const call of reads()) expect(await status(call, t.tokens.sales), call.url).toBe(200);
    expect(await titles(t.tokens.sales)).toEqual(['Hosting Rossi', 'Senza cliente']);
    for (const call of writes()) expect(await status(call, t.tokens.sales), call.url).toBe(403);
    expect((await reveal(t, entry.id, t.tokens.sales)).statusCode).toBe(403);
  });

  it('a Tecnico reads, writes and reveals the credentials of their projects’ clients only', async () => {
    const token = t.tokens.technicians;
    for (const call of reads()) expect(await status(call, token), call.url).toBe(200);
    expect(await titles(token)).toEqual(['Hosting Rossi']);
    expect((await reveal(t, entry.id, token)).statusCode).toBe(200);
    for (const path of ['', '/accesses', '/activity'])
      expect(await status({ method: 'GET', url: `/api/keyholders/${unplaced.id}${path}` }, token)).toBe(404);
    expect((await reveal(t, unplaced.id, token)).statusCode).toBe(404);
    const mine = await createCredential(t, { title: 'Del progetto', project_id: t.projectId }, token);
    expect(mine.client_id).toBe(t.clientId);
    const forbidden = await t.request({
      method: 'POST',
      url: '/api/keyholders',
      token,
      payload: { title: 'Altro cliente', client_id: t.otherClientId },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden).alert.message).toMatch(/^Puoi salvare credenziali solo per i clienti/);
    expect(
      await status({ method: 'POST', url: '/api/keyholders', payload: { title: 'Di nessuno' } }, token),
    ).toBe(403);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/keyholders/${mine.id}`,
      token,
      payload: { title: 'Del progetto', client_id: t.otherClientId, updated_at: mine.updated_at },
    });
    expect(moved.statusCode).toBe(403);
    expect(await status({ method: 'DELETE', url: `/api/keyholders/${mine.id}` }, token)).toBe(200);
  });

  it('a Tecnico on no project of the client sees nothing of it: absent from the list, 404 on each call', async () => {
    const token = t.tokens.outsider;
    expect(await titles(token)).toEqual([]);
    const csv = await t.request({ method: 'GET', url: '/api/keyholders/export?format=csv', token });
    expect(csv.body).not.toContain('Hosting Rossi');
    for (const call of [
      ...reads().slice(2),
      writes()[1] as Call,
      { method: 'DELETE' as const, url: `/api/keyholders/${entry.id}` },
    ])
      expect(await status(call, token), `${call.method} ${call.url}`).toBe(404);
    expect((await reveal(t, entry.id, token)).statusCode).toBe(404);
    expect(await status(writes()[0] as Call, token)).toBe(403);
    const outsider = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'outsider@test.it')
      .executeTakeFirstOrThrow();
    const rows = await t.app.db
      .selectFrom('keyholder_accesses')
      .select('id')
      .where('user_id', '=', outsider.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('the administrator does everything, including deleting', async () => {
    for (const call of reads()) expect(await status(call, t.admin), call.url).toBe(200);
    expect((await reveal(t, unplaced.id)).statusCode).toBe(200);
    expect(await status({ method: 'DELETE', url: `/api/keyholders/${unplaced.id}` }, t.admin)).toBe(200);
  });
});
