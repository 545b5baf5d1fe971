import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../test-db.ts';
import { type CredentialsApp, createCredential, createCredentialsApp, json } from './credential-fixtures.ts';

let t: CredentialsApp;

beforeAll(async () => {
  t = await createCredentialsApp();
});
afterAll(async () => t?.close());

const post = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/keyholders', token: t.admin, payload: payload as object });

describe(`credentials against hostile input (${testEngine})`, () => {
  it('huge numbers, bad ids, wrong types and nulls are 4xx with Italian messages, never 500', async () => {
    for (const port of [2 ** 31, 2 ** 53 - 1, -1, 0, 1.5]) {
      const res = await post({ title: 'Porta', port });
      expect(res.statusCode, String(port)).toBe(422);
      expect(json(res).errors.port[0]).toMatch(/porta/i);
    }
    for (const id of [0, -3, 2 ** 31, 2 ** 53 - 1]) {
      expect((await post({ title: 'Rif', client_id: id })).statusCode, String(id)).toBe(422);
    }
    expect((await post(null)).statusCode).toBeLessThan(500);
    expect((await post({ title: 'Tipo', kind: 'cassaforte' })).statusCode).toBe(422);
    expect((await post({ title: 'Data', expires_on: '31/02/2026' })).statusCode).toBe(422);
    for (const path of ['2147483648', '-1', '9007199254740993', 'abc']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/keyholders/${path}/reveal`,
        token: t.admin,
        payload: {},
      });
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/keyholders?sort=secret_enc', token: t.admin })).statusCode,
    ).toBe(422);
  });

  it('formulas, emoji and RTL text are stored as typed and exported as text', async () => {
    const formula = "=cmd|' /C calc'!A0";
    const c = await createCredential(t, {
      title: formula,
      username: 'ميلانو 🔑',
      host: '@SUM(1+1)',
      client_id: t.clientId,
      secret: '🔑 パスワード',
    });
    expect(c.title).toBe(formula);
    const csv = await t.request({ method: 'GET', url: '/api/keyholders/export?format=csv', token: t.admin });
    expect(csv.body).toContain("'=cmd|' /C calc'!A0");
    expect(csv.body).toContain('ميلانو 🔑');
    const revealed = await t.request({
      method: 'POST',
      url: `/api/keyholders/${c.id}/reveal`,
      token: t.admin,
      payload: {},
    });
    expect(json(revealed).secret).toBe('🔑 パスワード');
  });

  it('one credential saved twice and deleted at once: one save wins, the others 404/409, never 500', async () => {
    const c = await createCredential(t, { title: 'Gara', client_id: t.clientId, secret: 'a' });
    const put = (secret: string) =>
      t.request({
        method: 'PUT',
        url: `/api/keyholders/${c.id}`,
        token: t.admin,
        payload: { title: 'Gara', client_id: t.clientId, secret, updated_at: c.updated_at },
      });
    const results = await Promise.all([
      put('b'),
      put('c'),
      t.request({ method: 'DELETE', url: `/api/keyholders/${c.id}`, token: t.admin }),
    ]);
    const codes = results.map((r) => r.statusCode);
    for (const code of codes) expect([200, 404, 409]).toContain(code);
    expect(codes.slice(0, 2).filter((code) => code === 200).length).toBeLessThanOrEqual(1);
  });
});
