import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN,
  freePort,
  freshDatabase,
  signIn,
  type Database as TestDatabase,
  testEngine,
} from './harness.ts';

/**
 * Graceful shutdown (issue 21): SIGTERM to a server with an open SSE stream and a request still
 * being received. The request completes with its answer, the stream is ended by the server (the page
 * reconnects to another instance), the jobs stop, Redis is let go, and the process exits 0 well
 * before the 10 s forced exit.
 */
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../src/server.ts');

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it(`SIGTERM drains an in-flight request, ends the SSE streams and exits 0 quickly (${testEngine})`, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: db.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'shutdown-secret-shutdown-secret-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // With Redis, as N instances run: its connections must not hold the exit either.
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `officina-shutdown-${process.pid}:`,
      ...(db.database.engine === 'postgres' ? { DATABASE_URL: db.database.url } : {}),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (let healthy = false; !healthy; await sleep(100)) {
      if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
      healthy = await fetch(`${base}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
    }
    const session = await signIn(base);

    // An open live-events stream.
    const events = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${session.token}`, accept: 'text/event-stream' },
    });
    expect(events.status).toBe(200);
    const reader = (events.body as ReadableStream<Uint8Array>).getReader();
    const streamEnded = (async () => {
      for (;;) {
        const { done } = await reader.read();
        if (done) return 'ended';
      }
    })().catch(() => 'ended');

    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify(ADMIN);
    const request = http.request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        ...session.headers,
        authorization: '',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await sleep(300);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await sleep(500);
    request.end(body.slice(10));

    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text).token).toEqual(expect.any(String));
    expect(await Promise.race([streamEnded, sleep(8_000).then(() => 'still open')])).toBe('ended');
    expect(await exited, output).toBe(0);
    // Well before the forced exit (10 s): nothing held the close.
    expect(Date.now() - signalled).toBeLessThan(8_000);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  }
});
