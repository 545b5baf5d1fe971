import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// Behind https (APP_URL https://…) the browser is told to keep to https for a year (ASVS 5.0 3.4.1)
// and the anti-forgery cookie is Secure; on plain http (a LAN address) neither, or nothing would load.
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
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String(res.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i);
  });

  it('sends neither on plain http', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});
