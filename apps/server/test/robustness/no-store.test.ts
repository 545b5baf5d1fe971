import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNoStore } from '../../src/plugins/no-store.ts';
import { ADMIN, createTestApp, type TestApp } from '../helper.ts';

/** Personal data must not be kept by browsers or proxies: every /api answer says no-store. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

describe('Cache-Control: no-store on the API', () => {
  it('is on successful answers, errors, 404s and public routes', async () => {
    const answers = await Promise.all([
      t.request({ method: 'GET', url: '/api/health' }),
      t.request({ method: 'GET', url: '/api/user/auth', token }),
      t.request({ method: 'GET', url: '/api/user/auth' }),
      t.request({ method: 'GET', url: '/api/clients/999999', token }),
      t.request({ method: 'GET', url: '/api/no-such-route', token }),
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'x', password: 'y' } }),
    ]);
    for (const res of answers) expect(res.headers['cache-control'], res.body.slice(0, 80)).toBe('no-store');
  });

  it('leaves a route that sets its own Cache-Control alone', async () => {
    const app = Fastify();
    registerNoStore(app);
    app.get('/api/own', async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return { ok: true };
    });
    app.get('/api/plain', async () => ({ ok: true }));
    expect((await app.inject({ url: '/api/own' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ url: '/api/plain' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/elsewhere' })).headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
