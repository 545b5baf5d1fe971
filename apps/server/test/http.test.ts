import { errorMessages } from '@officina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const xsrfAlert = { alert: { message: errorMessages.xsrf, type: 'error' } };

describe('XSRF', () => {
  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.request({ method: 'GET', url: '/api/health' });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses state-changing requests without a matching header (419)', async () => {
    const payload = { email: ADMIN.email, password: ADMIN.password };
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(noCookie.statusCode).toBe(419);
    expect(noCookie.json()).toEqual(xsrfAlert);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      cookies: { 'XSRF-TOKEN': 'abc' },
    });
    expect(noHeader.statusCode).toBe(419);
    const mismatch = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      token,
      headers: { 'x-xsrf-token': 'altro' },
      payload: { name: 'A', surname: 'B', theme: 'light' },
    });
    expect(mismatch.statusCode).toBe(419);
    expect(mismatch.json()).toEqual(xsrfAlert);
  });

  it('accepts them with the cookie echoed in X-XSRF-TOKEN', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
      cookies: { 'XSRF-TOKEN': 'valore-del-cookie' },
      headers: { 'x-xsrf-token': 'valore-del-cookie' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('bad requests answer 4xx with an Italian body, never 5xx', () => {
  it('bad JSON → 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.it", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ alert: { message: errorMessages.invalidJson, type: 'error' } });
  });

  it('oversized body → 413', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), surname: 'B', theme: 'light' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().alert.message).toBe(errorMessages.bodyTooLarge);
  });

  it('unsupported content type → 415', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.it',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().alert.message).toBe(errorMessages.unsupportedMediaType);
  });

  it('wrong types → 422 with Italian messages', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/user/profile',
      token,
      payload: { name: 42, surname: ['x'], theme: null },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['name', 'surname', 'theme']);
    expect(errors.name[0]).toMatch(/atteso/);
  });

  it('unknown /api routes → 404 with an Italian alert', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.request({
        method,
        url: '/api/non-esiste',
        token,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ alert: { message: errorMessages.notFound, type: 'error' } });
    }
  });
});

describe('headers, health, docs and logs', () => {
  it('sends security headers with a CSP the MUI app passes', async () => {
    // Any address outside /api/ is the app's (its pages, its assets, their 404s).
    const res = await t.request({ method: 'GET', url: '/crm', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("sends the API's answers a CSP that lets nothing load or frame them, and no page headers", async () => {
    for (const url of ['/api/health', '/api/user/auth', '/api/non-esiste']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // What only a document reads is not sent with JSON.
      for (const header of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(res.headers[header]).toBeUndefined();
      }
    }
  });

  it('GET /api/health answers ok without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('serves the OpenAPI document and the reference UI (relaxed CSP only there)', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    for (const p of ['/api/auth/login', '/api/user/auth', '/api/officina/settings', '/api/health']) {
      expect(paths).toContain(p);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('keeps passwords, tokens and reset codes out of the logs', async () => {
    await t.request({
      method: 'GET',
      url: '/reset-password/codice-segreto-123',
      headers: { accept: 'text/html' },
    });
    await t.request({ method: 'GET', url: '/api/user/auth', token });
    const logs = t.logs.join('\n');
    expect(logs).toContain('request completed');
    expect(logs).toContain('/reset-password/[redacted]');
    expect(logs).not.toContain('codice-segreto-123');
    expect(logs).not.toContain(ADMIN.password);
    expect(logs).not.toContain(token);
  });
});

describe('when the database is gone', () => {
  it('health answers 503 and other routes a plain 500 without details', async () => {
    const broken = await createTestApp();
    try {
      const brokenToken = await broken.login(ADMIN.email, ADMIN.password);
      await broken.app.db.destroy();
      const health = await broken.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ alert: { message: 'Database non raggiungibile.', type: 'error' } });
      const res = await broken.request({ method: 'GET', url: '/api/user/auth', token: brokenToken });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ alert: { message: errorMessages.internal, type: 'error' } });
      expect(res.body).not.toMatch(/select|stack|destroyed|at /i);
    } finally {
      await broken.close();
    }
  });
});
