import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrmApp, createClient, createCrmApp } from '../crm/crm-fixtures.ts';

/**
 * A body nested thousands of levels deep must not reach code that walks it recursively (the input
 * guard did, and every body route answered 500): past 32 levels the body answers 400 with an
 * Italian message, before any route runs, the unauthenticated ones included.
 */
let t: CrmApp;
let clientId: number;
beforeAll(async () => {
  t = await createCrmApp();
  clientId = (await createClient(t, { business_name: 'Profondità S.r.l.' })).id;
});
afterAll(async () => t?.close());

const DEPTH = 10_000;
const bodies = {
  arrays: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  objects: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
};

async function post(url: string, payload: string, method: 'POST' | 'PUT' = 'POST', token?: string) {
  return t.request({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json' },
    ...(token ? { token } : {}),
  });
}

describe('deeply nested JSON bodies', () => {
  for (const [form, body] of Object.entries(bodies)) {
    it(`answers 400 with an Italian message on login, password reset and an authenticated route (${form})`, async () => {
      const routes: [string, 'POST' | 'PUT', string?][] = [
        ['/api/auth/login', 'POST'],
        ['/api/auth/password/reset', 'POST'],
        [`/api/clients/${clientId}`, 'PUT', t.admin],
      ];
      for (const [url, method, token] of routes) {
        const res = await post(url, body, method, token);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().alert.message).toMatch(/annidat.*32/);
      }
    });
  }

  it('accepts a body nested 32 levels deep (refused by the route schema, not by the depth limit)', async () => {
    const body = `${'['.repeat(32)}${']'.repeat(32)}`;
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(422);
  });

  it('counts brackets inside strings as text, not as depth', async () => {
    const res = await post(
      '/api/auth/login',
      JSON.stringify({ email: `${'['.repeat(100)}@x.it`, password: '{'.repeat(100) }),
    );
    expect(res.statusCode).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('still finds a NUL character deep in an accepted body', async () => {
    let value: unknown = 'x\u0000y';
    for (let i = 0; i < 30; i++) value = [value];
    const res = await t.request({
      method: 'PUT',
      url: `/api/clients/${clientId}`,
      payload: { business_name: value },
      token: t.admin,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)[0]).toBe(`business_name${'.0'.repeat(30)}`);
  });
});
