import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server.ts';

/**
 * The bundle `npm start` runs (scripts/build/server.ts), built into a folder of its own and started:
 * what the bundle could break — the read workers' script found beside it, the libraries left in
 * node_modules and imported on first use, the repository root found from dist — works from it.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
// Inside the repository (test-results/ is ignored), so that node_modules resolves as from apps/server/dist.
const outDir = path.join(REPO, 'test-results', `server-bundle-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-bundle-'));
const admin = { email: 'bundle@officina.test', password: 'bundle-password-123' };
let server: ChildProcess | undefined;
let base = '';
let stderr = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await buildServer(REPO, outDir);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(outDir, 'server.js')], {
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SQLITE_READ_WORKERS: '2',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  server.stderr?.on('data', (chunk) => (stderr += chunk));
  for (const started = Date.now(); Date.now() - started < 45_000; await sleep(50)) {
    if (server.exitCode !== null) throw new Error(`the bundle exited with ${server.exitCode}: ${stderr}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`the bundle did not answer in 45 s: ${stderr}`);
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(): Promise<Record<string, string>> {
  const health = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { ...headers, authorization: `Bearer ${token}` };
}

describe('the server bundle', () => {
  it('is three files and their maps, not the sources', () => {
    const files = fs.readdirSync(outDir);
    expect(files).toEqual(expect.arrayContaining(['server.js', 'server.js.map', 'sqlite-read-worker.js']));
    expect(fs.readFileSync(path.join(outDir, 'server.js'), 'utf8')).not.toMatch(/from ["'][^"']*\.ts["']/);
  });

  it('signs in, reads through its SQLite read workers and writes', async () => {
    const headers = await signIn();
    const created = await fetch(`${base}/api/clients`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ business_name: 'Bundle S.r.l.' }),
    });
    expect(created.status).toBe(200);
    // Reads of a statement not yet known to be quick go to a worker: a missing worker script fails them.
    for (let i = 0; i < 3; i++) {
      const list = await fetch(`${base}/api/clients?q=bundle`, { headers });
      expect(list.status).toBe(200);
      expect(JSON.stringify(await list.json())).toContain('Bundle S.r.l.');
    }
  });

  it('imports the libraries left in node_modules on first use (XLSX export, API reference)', async () => {
    const headers = await signIn();
    const xlsx = await fetch(`${base}/api/clients/export?format=xlsx`, { headers });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const reference = await fetch(`${base}/api/docs/`);
    expect(reference.status).toBe(200);
    expect(stderr).not.toMatch(/Cannot find (module|package)|ReferenceError/);
  });
});
