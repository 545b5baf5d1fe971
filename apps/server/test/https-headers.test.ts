import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// Behind https (APP_URL https://…) the browser is told to keep to https for a year (ASVS 5.0 3.4.1)
// and the anti-forgery cookie is Secure; on plain http (a LAN address) neither, or nothing would load.
// No origin but the app's own may call the API (no CORS), and TRACE is not served (ASVS 3.4.2, 13.4.4).
describe('headers of an https deployment', () => {
  let https: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ appUrl: 'https://officina.example.it' });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await https.close();
    await plain.close();
  });

  it('sends HSTS for at least a year with subdomains, and a Secure XSRF cookie', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/api/health' });
    const page = await https.app.inject({ method: 'GET', url: '/crm', headers: { accept: 'text/html' } });
    for (const answer of [res, page]) {
      const hsts = String(answer.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    }
    // The page's addresses are upgraded; the API's answers load nothing (default-src 'none').
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i);
  });

  it('allows no other origin (no CORS header, even when asked) and answers TRACE with the Italian 404', async () => {
    const res = await https.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://altro-sito.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await https.app.inject({
      method: 'OPTIONS',
      url: '/api/clients',
      headers: { origin: 'https://altro-sito.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const trace = await https.app.inject({ method: 'TRACE', url: '/api/health' });
    expect(trace.statusCode).toBe(404);
    expect(trace.body).not.toContain('/api/health');
  });

  it('sends neither on plain http', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const page = await plain.app.inject({ method: 'GET', url: '/crm', headers: { accept: 'text/html' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});
