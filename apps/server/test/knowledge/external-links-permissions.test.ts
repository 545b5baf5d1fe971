import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createLink, createLinksApp, json, type LinksApp } from './external-links-fixtures.ts';

let t: LinksApp;
const tokens: Record<string, string> = {};
let link: { id: number; updated_at: string };

beforeAll(async () => {
  t = await createLinksApp();
  for (const group of ['technicians', 'accounting', 'sales'] as const) {
    await t.createUser({ email: `${group}@test.it`, password: 'password-123', group });
    tokens[group] = await t.login(`${group}@test.it`, 'password-123');
  }
  await t.createUser({ email: 'nessuno@test.it', password: 'password-123', group: null });
  tokens.none = await t.login('nessuno@test.it', 'password-123');
  link = await createLink(t, { title: 'Portale', url: 'https://portale.esempio.it', client_id: t.clientId });
});
afterAll(async () => t?.close());

const reads = () => [
  { method: 'GET', url: '/api/external-links' },
  { method: 'GET', url: `/api/external-links/${link.id}` },
  { method: 'GET', url: `/api/external-links/${link.id}/activity` },
];
const writes = () => [
  {
    method: 'POST',
    url: '/api/external-links',
    payload: { title: 'Nuovo', url: 'https://nuovo.esempio.it' },
  },
  {
    method: 'PUT',
    url: `/api/external-links/${link.id}`,
    payload: { title: 'Portale', url: 'https://portale.esempio.it', updated_at: link.updated_at },
  },
  { method: 'DELETE', url: `/api/external-links/${link.id}` },
];

type Call = { method: string; url: string; payload?: Record<string, unknown> };
const status = async (call: Call, token: string) =>
  (await t.request({ ...(call as { method: 'GET' }), token })).statusCode;

describe(`external links permissions by default group (${testEngine})`, () => {
  it('a user without a group gets 403 on every call, read or write', async () => {
    for (const call of [...reads(), ...writes()])
      expect(await status(call, tokens.none as string), call.url).toBe(403);
  });

  it('Amministrazione reads links and their history but may not add, change or delete one', async () => {
    for (const call of reads()) expect(await status(call, tokens.accounting as string), call.url).toBe(200);
    for (const call of writes())
      expect(await status(call, tokens.accounting as string), call.method).toBe(403);
    const still = await t.request({ method: 'GET', url: `/api/external-links/${link.id}`, token: t.admin });
    expect(still.statusCode).toBe(200);
  });

  it.each(['technicians', 'sales'])('%s read and manage links', async (group) => {
    const token = tokens[group] as string;
    for (const call of reads()) expect(await status(call, token), call.url).toBe(200);
    const created = await t.request({
      method: 'POST',
      url: '/api/external-links',
      token,
      payload: { title: `Di ${group}`, url: 'https://gruppo.esempio.it', client_id: t.clientId },
    });
    expect(created.statusCode).toBe(200);
    const mine = json(created).external_link;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/external-links/${mine.id}`,
      token,
      payload: { title: `Di ${group}`, url: 'https://altro.esempio.it', updated_at: mine.updated_at },
    });
    expect(saved.statusCode).toBe(200);
    const deleted = await t.request({ method: 'DELETE', url: `/api/external-links/${mine.id}`, token });
    expect(deleted.statusCode).toBe(200);
  });

  it('without a token every call is 401', async () => {
    for (const call of [...reads(), ...writes()]) {
      const res = await t.request({ ...(call as { method: 'GET' }) });
      expect(res.statusCode, call.url).toBe(401);
    }
  });
});
