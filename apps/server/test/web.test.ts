import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/plugins/web.ts';
import { createTestApp, type TestApp } from './helper.ts';

const INDEX = '<!doctype html><html lang="it"><body><div id="root"></div></body></html>';
/** A hashed chunk big enough to be precompressed by the build (apps/web/build/precompress.ts). */
const CHUNK = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
let t: TestApp;

/** What the web build writes beside a text file: its brotli and gzip variants. */
function writePrecompressed(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  // A fake build in its own directory, passed through the web-dist option.
  const dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'officina-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  writePrecompressed(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writePrecompressed(path.join(dist, 'assets', 'chunk-XyZ789.js'), CHUNK);
  writePrecompressed(path.join(dist, 'service-worker.js'), 'self.addEventListener("push", () => {})');
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

/** The body as the browser reads it: decoded as its Content-Encoding says. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const varies = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('precompressed files', () => {
  const cases = [
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'br', encoding: 'br' },
    { acceptEncoding: 'gzip, deflate', encoding: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
    { acceptEncoding: 'identity', encoding: undefined },
    { acceptEncoding: undefined, encoding: undefined },
  ];

  it.each(cases)('serves a hashed chunk for Accept-Encoding $acceptEncoding as $encoding', async (c) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/chunk-XyZ789.js',
      headers: c.acceptEncoding === undefined ? {} : { 'accept-encoding': c.acceptEncoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(c.encoding);
    expect(decoded(res)).toBe(CHUNK);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(varies(res)).toBe(true);
    if (c.encoding) expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(CHUNK));
  });

  it('sends a file without variants as it is, still varying on Accept-Encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
    expect(varies(res)).toBe(true);
  });

  it.each(['br', 'gzip'])(
    'answers the index.html fallback of a deep link in %s, uncached',
    async (encoding) => {
      for (const url of ['/', '/dashboard', '/crm/detail/12/persone']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...html, 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(decoded(res)).toBe(INDEX);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(varies(res)).toBe(true);
        expect(res.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
      }
    },
  );

  it('keeps the service worker’s headers on its compressed variant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/service-worker.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/assets/chunk-XyZ789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBe(0);
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

describe('the inline scripts of index.html (the boot shell)', () => {
  it('are allowed by their sha256 hashes, and scripts with a src are not hashed', () => {
    const dist = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'officina-dist-'));
    try {
      const theme = "document.documentElement.dataset.theme='dark'";
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        `<html><head><script>${theme}</script><script type="module" crossorigin src="/assets/a.js"></script></head>` +
          '<body><div id="root"><script>void 0</script></div></body></html>',
      );
      // echo -n "…" | openssl dgst -sha256 -binary | base64
      expect(inlineScriptHashes(dist)).toEqual([
        "'sha256-4GCtlRIa5/po6BIm3cLw/p4RvTTtjKhicVUkjPlNp/s='",
        "'sha256-yyjq/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU='",
      ]);
      expect(inlineScriptHashes(path.join(dist, 'missing'))).toEqual([]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
