import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

const INDEX = '<!doctype html><html lang="it"><body><div id="root"></div></body></html>';
let t: TestApp;

beforeAll(async () => {
  // A fake build in its own directory, passed through the web-dist option.
  const dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'officina-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("push", () => {})');
  fs.writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.webDistDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the web app', () => {
  it('serves index.html at / with no-cache, the XSRF cookie and the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('falls back to index.html for deep links that accept HTML', async () => {
    for (const url of ['/dashboard', '/crm/detail/12/persone', '/reset-password/abc']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
    }
  });

  it('answers 404 for missing files that are not pages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-123.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves /service-worker.js uncached and allowed on the whole site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('never answers index.html for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nulla', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json().alert.message).toBeTruthy();
  });
});

describe('without a build', () => {
  it('keeps the API running and tells how to build the web app', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
      const deep = await bare.app.inject({ method: 'GET', url: '/dashboard', headers: html });
      expect(deep.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
