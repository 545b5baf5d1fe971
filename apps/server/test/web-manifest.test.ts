import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../web/public');
let t: TestApp;

beforeAll(async () => {
  // A fake build holding the real manifest and icons, as Vite copies them from apps/web/public.
  const dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'officina-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="it"></html>');
  for (const file of ['manifest.webmanifest', 'icon-192.png', 'apple-touch-icon.png']) {
    fs.copyFileSync(path.join(PUBLIC, file), path.join(dist, file));
  }
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.webDistDir, { recursive: true, force: true });
});

describe('web app manifest', () => {
  it('answers /manifest.webmanifest as application/manifest+json, revalidated on each load', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      name: 'Officina',
      start_url: '/dashboard',
      display: 'standalone',
      lang: 'it',
    });
  });

  it('serves the icons it lists as PNG', async () => {
    for (const url of ['/icon-192.png', '/apple-touch-icon.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
    }
  });
});
