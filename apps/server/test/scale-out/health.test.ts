import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_BUCKET, startS3 } from '../attachments/attachment-fixtures.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { testEngine } from '../test-db.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = () => `officina-test-${process.pid}-${Math.random().toString(36).slice(2)}:`;
const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

/** A TCP port that accepts connections and never answers (a hung dependency). */
async function silentPort(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe(`GET /api/health (${testEngine})`, () => {
  it('reports the database and the local storage; Redis only when configured', async () => {
    const t = await createTestApp();
    try {
      const res = await health(t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('with Redis: reports it; a Redis that stops answering is named, degraded but serving (200), within the bound', async () => {
    const t = await createTestApp({ redisUrl: REDIS_URL, redisPrefix: prefix() });
    try {
      const ok = await health(t);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'ok' });
      t.context.redis?.disconnect(false);
      const started = Date.now();
      const down = await health(t);
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({
        status: 'degraded',
        database: 'ok',
        storage: 'ok',
        redis: 'down',
        message: 'Redis non raggiungibile.',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
    }
  });

  it('a storage folder that cannot be created or written is named, degraded (200)', async () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'officina-health-')), 'not-a-folder');
    fs.writeFileSync(blocker, 'a file where the folder should be');
    const broken = await createTestApp({ storage: { kind: 'local', dir: path.join(blocker, 'files') } });
    try {
      const res = await health(broken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'degraded',
        database: 'ok',
        storage: 'down',
        message: 'Archivio dei file non raggiungibile.',
      });
    } finally {
      await broken.close();
      fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
    }
  });

  describe('on S3', () => {
    let s3: Awaited<ReturnType<typeof startS3>>;
    beforeAll(async () => {
      s3 = await startS3();
    });
    afterAll(() => s3.close());
    const bucket = (name: string, endpoint: string) =>
      ({
        kind: 's3',
        bucket: name,
        prefix: 'files',
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
      }) as const;

    it('the bucket reachable: ok', async () => {
      const t = await createTestApp({ storage: bucket(S3_BUCKET, s3.endpoint) });
      try {
        const res = await health(t);
        expect(res.statusCode).toBe(200);
        expect(res.json().storage).toBe('ok');
      } finally {
        await t.close();
      }
    });

    // Two tests, not one: each starts an app on a fresh database (1.5–3 s on PostgreSQL here, three
    // times that beside the other files on a slow VM — one test doing both timed out so in CI).
    it('a missing bucket: storage down', async () => {
      const missing = await createTestApp({ storage: bucket('no-such-bucket', s3.endpoint) });
      try {
        const res = await health(missing);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'degraded', storage: 'down' });
        expect(res.json().message).toBe('Archivio dei file non raggiungibile.');
      } finally {
        await missing.close();
      }
    });

    it('an endpoint that never answers: storage down within the bound (2 s)', async () => {
      const hung = await silentPort();
      const t = await createTestApp({ storage: bucket(S3_BUCKET, `http://127.0.0.1:${hung.port}`) });
      try {
        const started = Date.now();
        const res = await health(t);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'degraded', storage: 'down' });
        expect(res.json().message).toBe('Archivio dei file non raggiungibile.');
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await t.close();
        await hung.close();
      }
    });
  });
});
