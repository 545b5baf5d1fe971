import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_BUCKET, startS3 } from '../test/attachments/attachment-fixtures.ts';
import {
  call,
  freshDatabase,
  Server,
  type Session,
  signIn,
  type Database as TestDatabase,
} from './harness.ts';

/**
 * Scale-out (issue 21): two server processes on one PostgreSQL database and one Redis, as two
 * instances behind a load balancer (same JWT_SECRET and VAULT_KEY, their own DATA_DIR and port, a
 * Redis prefix of their own for this run). A session signed in on one is valid on the other; the
 * sign-in limit counts the failures of both; an event raised on one reaches an SSE client of the
 * other; a background job that both run does its work once; a file uploaded on one (to the shared
 * S3 bucket) downloads from the other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `officina-2i-${randomBytes(4).toString('hex')}:`;
const shared: Record<string, string> = {
  REDIS_URL,
  REDIS_PREFIX,
  VAULT_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'warn',
};

let db: TestDatabase;
let a: Server;
let b: Server;
let dirs: string[] = [];
let pgClient: pg.Client;
let admin: Session;
let s3: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  db = await freshDatabase();
  // The attachments' store both share: an S3 server (s3rver) on this machine.
  s3 = await startS3();
  shared.STORAGE_URL = `s3://${S3_BUCKET}/files?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1`;
  shared.AWS_ACCESS_KEY_ID = 'S3RVER';
  shared.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'officina-instance-')));
  // Started together: both migrate the fresh database at once (Kysely's advisory lock serializes them).
  const started = await Promise.all(dirs.map((dir) => Server.start(db, { ...shared, DATA_DIR: dir })));
  [a, b] = started as [Server, Server];
  pgClient = new pg.Client({ connectionString: (db.database as { url: string }).url });
  await pgClient.connect();
  admin = await signIn(a.base);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pgClient?.end();
  await db?.drop();
  await s3?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** An SSE stream of `base`'s /api/events as `session`, collecting what arrives. */
async function openEvents(base: string, session: Session) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { authorization: session.headers.authorization as string, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  let text = '';
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return {
    get text() {
      return text;
    },
    async waitFor(fragment: string, timeoutMs = 20_000): Promise<void> {
      for (const started = Date.now(); !text.includes(fragment); await sleep(50)) {
        if (Date.now() - started > timeoutMs) throw new Error(`no ${fragment} in the stream:\n${text}`);
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  for (const started = Date.now(); ; await sleep(200)) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
  }
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('both report the shared dependencies in their health', async () => {
    for (const server of [a, b]) {
      const health = await call(server.base, undefined, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'ok' });
    }
  });

  it('a session signed in on A is valid on B, and signed out on B it is over on A', async () => {
    const session = await signIn(a.base);
    expect((await call(b.base, session, 'GET', '/api/user/auth')).status).toBe(200);
    expect((await call(b.base, session, 'POST', '/api/auth/logout', {})).status).toBe(200);
    expect((await call(a.base, session, 'GET', '/api/user/auth')).status).toBe(401);
  });

  it('the sign-in limit counts the failures of both instances', async () => {
    const anonymous: Session = {
      token: '',
      headers: Object.fromEntries(Object.entries(admin.headers).filter(([name]) => name !== 'authorization')),
    };
    const attempt = (server: Server, password: string) =>
      call(server.base, anonymous, 'POST', '/api/auth/login', { email: 'bersaglio@officina.test', password });
    // 10 failures per e-mail in the window (config limits.loginFailuresPerEmail): 5 on each.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a, `sbagliata-a-${i}`)).status).toBe(401);
      expect((await attempt(b, `sbagliata-b-${i}`)).status).toBe(401);
    }
    for (const server of [a, b]) {
      const blocked = await attempt(server, 'ancora-una');
      expect(blocked.status).toBe(429);
      expect(blocked.body.alert.message).toMatch(/tentativi/i);
    }
  });

  it('an event raised on A reaches an SSE client of B', async () => {
    const invited = await call(a.base, admin, 'POST', '/api/admin/users', {
      name: 'Evento',
      surname: 'Remoto',
      email: 'evento.remoto@officina.test',
      group_id: null,
    });
    expect(invited.status).toBe(200);
    const userId = invited.body.user.id as number;
    const stream = await openEvents(b.base, admin);
    try {
      // Deactivating a user publishes a record event from the request's own instance (A) only.
      const deactivated = await call(a.base, admin, 'POST', `/api/admin/users/${userId}/deactivate`, {});
      expect(deactivated.status).toBe(200);
      await stream.waitFor(`"entity":"user","id":${userId},"action":"sessions_ended"`);
    } finally {
      await stream.close();
    }
  });

  it('a file uploaded on A downloads from B (the shared bucket)', async () => {
    const client = await call(a.base, admin, 'POST', '/api/clients', { business_name: 'Due Istanze S.r.l.' });
    expect(client.status).toBe(200);
    const bytes = Buffer.from(`%PDF-1.4\n% due istanze ${randomBytes(8).toString('hex')}\n%%EOF\n`);
    const form = new FormData();
    form.append('record_type', 'client');
    form.append('record_id', String(client.body.client.id));
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'condiviso.pdf');
    const { 'content-type': _json, ...headers } = admin.headers;
    const uploaded = await fetch(`${a.base}/api/attachments`, { method: 'POST', headers, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { attachment } = (await uploaded.json()) as { attachment: { id: number } };
    const download = await fetch(`${b.base}/api/attachments/${attachment.id}/download`, { headers });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });

  it('a background job that both instances run does its work once', async () => {
    const invited = await call(a.base, admin, 'POST', '/api/admin/users', {
      name: 'Anna',
      surname: 'Assegnata',
      email: 'anna.assegnata@officina.test',
      group_id: null,
    });
    expect(invited.status).toBe(200);
    const anna = invited.body.user.id as number;
    // The activity follower (every second on each instance, under the job lock and its cursor row)
    // turns the assignment into one notification.
    const created = await call(a.base, admin, 'POST', '/api/todos', {
      title: 'Una sola notifica',
      assignee_ids: [anna],
    });
    expect(created.status).toBe(200);
    const count = async () =>
      Number(
        (
          await pgClient.query(
            "select count(*) as n from notifications where user_id = $1 and kind = 'todo_assigned'",
            [anna],
          )
        ).rows[0].n,
      );
    await until('the notification', async () => ((await count()) > 0 ? true : undefined));
    // Several more ticks of both instances: still one.
    await sleep(5_000);
    expect(await count()).toBe(1);
  });
});
