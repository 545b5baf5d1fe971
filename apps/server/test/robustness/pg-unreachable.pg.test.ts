import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ADMIN, testConfig } from '../helper.ts';
import { createTestDatabase, type TestDatabase } from '../test-db.ts';

/**
 * PostgreSQL unreachable while the server runs (the network or the database host gone): the app
 * reaches PostgreSQL through a TCP relay the test can cut. While cut, requests answer 503 and the
 * process goes on; once it is back, the next request answers 200.
 */
let db: TestDatabase;
let app: FastifyInstance;
let relay: net.Server;
let sockets = new Set<net.Socket>();
let relayPort = 0;

function openRelay(target: URL): Promise<void> {
  relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => relay.listen(relayPort, '127.0.0.1', () => resolve()));
}

async function cutRelay(): Promise<void> {
  for (const s of sockets) s.destroy();
  sockets = new Set();
  await new Promise((resolve) => relay.close(resolve));
}

beforeAll(async () => {
  db = await createTestDatabase();
  const target = new URL((db.database as { url: string }).url);
  await openRelay(target);
  relayPort = (relay.address() as net.AddressInfo).port;
  const viaRelay = new URL(target);
  viaRelay.port = String(relayPort);
  const quiet = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  app = await buildApp(testConfig(db, { database: { engine: 'postgres', url: viaRelay.toString() } }), {
    logStream: quiet,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  relay.close();
  await db.drop();
});

describe('PostgreSQL unreachable mid-run', () => {
  it('answers 503 while the database cannot be reached, 200 once it is back', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
        cookies: { 'XSRF-TOKEN': 'x' },
        headers: { 'x-xsrf-token': 'x' },
      });
    expect((await login()).statusCode).toBe(200);
    await cutRelay();
    for (let i = 0; i < 3; i++) {
      const res = await login();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().alert.message).toBe('Servizio momentaneamente non disponibile, riprova tra poco');
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await openRelay(new URL((db.database as { url: string }).url));
    expect((await login()).statusCode).toBe(200);
  });
});
