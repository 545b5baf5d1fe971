import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { createDoc, createDocApp, type Doc, type DocApp } from './documentation-fixtures.ts';

let t: DocApp;
const tokens: Record<string, string> = {};
let doc: Doc;
beforeAll(async () => {
  t = await createDocApp();
  for (const group of ['sales', 'technicians', 'accounting'] as const) {
    await t.createUser({ email: `${group}@test.it`, password: 'password-123', group });
    tokens[group] = await t.login(`${group}@test.it`, 'password-123');
  }
  await t.createUser({ email: 'nessuno@test.it', password: 'password-123', group: null });
  tokens.none = await t.login('nessuno@test.it', 'password-123');
  doc = await createDoc(t, { title: 'Permessi', body: 'x' });
});
afterAll(async () => t?.close());

const reads = (): Call[] => [
  { method: 'GET', url: '/api/documentations' },
  { method: 'GET', url: '/api/documentations/tags' },
  { method: 'GET', url: `/api/documentations/${doc.id}` },
  { method: 'GET', url: `/api/documentations/${doc.id}/versions` },
  { method: 'GET', url: `/api/documentations/${doc.id}/versions/1` },
  { method: 'GET', url: `/api/documentations/${doc.id}/diff?from=1&to=1` },
  { method: 'GET', url: `/api/documentations/${doc.id}/activity` },
];
/** Writes that would succeed, answered before any change when refused. */
const writes = (): Call[] => [
  { method: 'POST', url: '/api/documentations', payload: { title: 'Nuova' } },
  { method: 'POST', url: '/api/documentations/preview', payload: { body: '# x' } },
  {
    method: 'PUT',
    url: `/api/documentations/${doc.id}`,
    payload: { title: 'Y', updated_at: doc.updated_at },
  },
  {
    method: 'POST',
    url: `/api/documentations/${doc.id}/versions/1/restore`,
    payload: { updated_at: doc.updated_at },
  },
  { method: 'DELETE', url: `/api/documentations/${doc.id}` },
  { method: 'POST', url: `/api/documentations/${doc.id}/restore` },
];

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

async function statuses(token: string, calls: Call[]) {
  const out: number[] = [];
  for (const call of calls) {
    const res = await t.request({ ...call, token });
    out.push(res.statusCode);
  }
  return out;
}

describe(`documentation permissions (${testEngine})`, () => {
  it('sales and technicians read and write; accounting reads only; no group: nothing', async () => {
    for (const group of ['sales', 'technicians', 'accounting'] as const) {
      expect(await statuses(tokens[group] as string, reads()), group).toEqual(reads().map(() => 200));
    }
    expect(await statuses(tokens.accounting as string, writes())).toEqual(writes().map(() => 403));
    expect(await statuses(tokens.none as string, [...reads(), ...writes()])).toEqual(
      [...reads(), ...writes()].map(() => 403),
    );
    for (const group of ['sales', 'technicians'] as const) {
      const created = await t.request({
        method: 'POST',
        url: '/api/documentations',
        token: tokens[group],
        payload: { title: `Pagina ${group}` },
      });
      expect(created.statusCode, group).toBe(200);
      const preview = await t.request({
        method: 'POST',
        url: '/api/documentations/preview',
        token: tokens[group],
        payload: { body: '*a*' },
      });
      expect(preview.json().html).toBe('<p><em>a</em></p>\n');
    }
    const unchanged = await t.request({
      method: 'GET',
      url: `/api/documentations/${doc.id}`,
      token: t.admin,
    });
    expect(unchanged.json().documentation).toMatchObject({
      title: 'Permessi',
      version: 1,
      archived_at: null,
    });
  });
});
