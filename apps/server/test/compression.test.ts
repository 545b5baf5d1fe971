import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, chooseEncoding } from '../src/plugins/compression.ts';
import { ADMIN, createTestApp, type TestApp } from './helper.ts';

/** JSON answers over 1 KB compressed as the request accepts (plugins/compression.ts). */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(ADMIN.email, ADMIN.password);
  for (let i = 0; i < 30; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/clients',
      token,
      payload: { business_name: `Compressione ${i} S.r.l.`, city: 'Milano', notes: `Cliente numero ${i}` },
    });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const list = '/api/clients?sort=business_name';

describe('JSON answers over 1 KB', () => {
  it('are brotli when the request accepts br, and decode to the same JSON', async () => {
    const plain = await t.request({ method: 'GET', url: list, token });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

    const br = await t.request({
      method: 'GET',
      url: list,
      token,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('are gzip when the request accepts gzip only (or refuses br)', async () => {
    const plain = await t.request({ method: 'GET', url: list, token });
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await t.request({
        method: 'GET',
        url: list,
        token,
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('go as they are without Accept-Encoding, with identity only, and to HEAD', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const res = await t.request({ method: 'GET', url: list, token, headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.json()).toHaveProperty('data');
    }
    const head = await t.request({ method: 'HEAD', url: list, token, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('what is never compressed', () => {
  it('an answer under 1 KB', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/user/auth',
      token,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.json()).toHaveProperty('user');
  });

  it('the live event stream (/api/events)', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const res = await fetch(`${origin}/api/events`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      // The first frame arrives readable as it is.
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const { value } = await reader.read();
      expect(new TextDecoder().decode(value)).toMatch(/^(:|retry:|id:|event:|data:)/m);
    } finally {
      controller.abort();
    }
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0 and *, and answers null when nothing fits', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate, identity')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0.0')).toBeNull();
  });
});
