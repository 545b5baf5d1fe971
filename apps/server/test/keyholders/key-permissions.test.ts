import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { checkout, createKey, createKeysApp, json, type KeysApp } from './key-fixtures.ts';

let t: KeysApp;
const tokens: Record<string, string> = {};
let key: { id: number; updated_at: string };

beforeAll(async () => {
  t = await createKeysApp();
  for (const group of ['accounting', 'sales'] as const) {
    await t.createUser({ email: `${group}@test.it`, password: 'password-123', group });
    tokens[group] = await t.login(`${group}@test.it`, 'password-123');
  }
  await t.createUser({ email: 'nessuno@test.it', password: 'password-123', group: null });
  tokens.none = await t.login('nessuno@test.it', 'password-123');
  key = await createKey(t, { label: 'Portone', code: 'P-1', client_id: t.otherClientId, copies: 2 });
  await checkout(t, key.id, { copy_no: 1, holder_user_id: t.adminId });
});
afterAll(async () => t?.close());

const reads = () => [
  { method: 'GET', url: '/api/keyholders/keys' },
  { method: 'GET', url: `/api/keyholders/keys/${key.id}` },
  { method: 'GET', url: `/api/keyholders/keys/${key.id}/activity` },
  { method: 'GET', url: '/api/keyholders/loans' },
];
const writes = () => [
  {
    method: 'POST',
    url: '/api/keyholders/keys',
    payload: { label: 'Nuova', code: 'P-2', client_id: t.clientId },
  },
  {
    method: 'PUT',
    url: `/api/keyholders/keys/${key.id}`,
    payload: {
      label: 'Portone',
      code: 'P-1',
      copies: 2,
      client_id: t.otherClientId,
      updated_at: key.updated_at,
    },
  },
  {
    method: 'POST',
    url: `/api/keyholders/keys/${key.id}/checkout`,
    payload: { copy_no: 2, holder_person_id: t.personId },
  },
  { method: 'POST', url: `/api/keyholders/keys/${key.id}/checkin`, payload: { copy_no: 1 } },
  { method: 'DELETE', url: `/api/keyholders/keys/${key.id}` },
];

type Call = { method: string; url: string; payload?: Record<string, unknown> };
const status = async (call: Call, token?: string) =>
  (await t.request({ ...(call as { method: 'GET' }), ...(token ? { token } : {}) })).statusCode;

describe(`physical keys: permissions of the default groups (${testEngine})`, () => {
  it('Amministrazione and a user without a group get 403 on every call', async () => {
    for (const group of ['accounting', 'none']) {
      for (const call of [...reads(), ...writes()]) {
        expect(await status(call, tokens[group]), `${group} ${call.method} ${call.url}`).toBe(403);
      }
    }
  });

  it('Commerciali read every key (view_all_keyholders) but may not change one', async () => {
    const token = tokens.sales as string;
    for (const call of reads()) expect(await status(call, token), call.url).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/keyholders/keys', token });
    expect(json(list).data.map((k: { code: string }) => k.code)).toEqual(['P-1']);
    for (const call of writes()) expect(await status(call, token), `${call.method} ${call.url}`).toBe(403);
  });

  it('Amministratori do everything, on any client', async () => {
    const [create, update, out, back, del] = writes();
    expect(await status(create as Call, t.admin)).toBe(200);
    expect(await status(update as Call, t.admin)).toBe(200);
    expect(await status(out as Call, t.admin)).toBe(200);
    expect(await status(back as Call, t.admin)).toBe(200);
    expect(await status({ ...(back as Call), payload: { copy_no: 2 } }, t.admin)).toBe(200);
    expect(await status(del as Call, t.admin)).toBe(200);
  });

  it('without a token every call is 401', async () => {
    for (const call of [...reads(), ...writes()]) expect(await status(call), call.url).toBe(401);
  });
});
