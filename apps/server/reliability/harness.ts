import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/test-db.ts';

/**
 * What the reliability tests share: the real server (`apps/server/src/server.ts`, as `npm run dev`
 * and the bundle run it) started as a child process on a fresh database of the TEST_DB engine —
 * SQLite in a temporary DATA_DIR or a PostgreSQL database created for the test and dropped after
 * it — stopped gracefully, or killed with SIGKILL and started again on the same database; and the
 * administrator's session, signed in once over HTTP as the web app does (the XSRF cookie from a
 * GET, echoed in X-XSRF-TOKEN on every state-changing call).
 */
export { testEngine };

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../src/server.ts');
const SEED_DEMO = path.resolve(import.meta.dirname, '../src/cli/seed-demo.ts');
/** The PostgreSQL server's maintenance database, as test/test-db.ts reaches it (TEST_PG_URL). */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN = { email: 'affidabilita@officina.test', password: 'affidabilita-password-1' };
/** Fixed, so that a session signed in before a restart stays valid after it. */
const JWT_SECRET = 'reliability-secret-reliability-secret-0123456789';
/** How long a start may take on a loaded 2-core machine (migrations on a fresh database). */
const START_TIMEOUT_MS = 90_000;

export interface Database extends TestDatabase {
  /** The PostgreSQL database's name (null on SQLite): its backends are the server's connections. */
  pgName: string | null;
}

/** A fresh database of the TEST_DB engine; `drop()` it (after stopping the server) at the end. */
export async function freshDatabase(): Promise<Database> {
  const db = await createTestDatabase();
  const pgName = db.database.engine === 'postgres' ? new URL(db.database.url).pathname.slice(1) : null;
  return { ...db, pgName };
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The demo data (`npm run seed:demo`: clients, persons, opportunities, projects, to-dos, time
 * entries, the demo users) on `db`, before a server starts on it.
 */
export async function seedDemo(db: Database): Promise<void> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET,
    ...(db.database.engine === 'postgres' ? { DATABASE_URL: db.database.url } : {}),
  };
  const child = spawn(process.execPath, [SEED_DEMO], { cwd: os.tmpdir(), env });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:demo exited with ${code}:\n${output}`);
}

/** One server process; `start()` again after `kill()` or `stop()` restarts it on the same database and port. */
export class Server {
  readonly base: string;
  private child: ChildProcess | undefined;
  /** The process's output (both streams), the last 64 KB: what a failure message shows. */
  output = '';
  /** How many times the process started. */
  starts = 0;

  readonly db: Database;
  readonly port: number;
  private readonly extraEnv: Record<string, string>;

  private constructor(db: Database, port: number, extraEnv: Record<string, string>) {
    this.db = db;
    this.port = port;
    this.extraEnv = extraEnv;
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Starts a server on `db` and waits until /api/health answers 200. */
  static async start(db: Database, extraEnv: Record<string, string> = {}): Promise<Server> {
    const server = new Server(db, await freePort(), extraEnv);
    await server.start();
    return server;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The environment the server (and a CLI on its database) runs with. */
  env(): Record<string, string> {
    return {
      PATH: process.env.PATH ?? '',
      DATA_DIR: this.db.dataDir,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      APP_URL: this.base,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(this.db.database.engine === 'postgres' ? { DATABASE_URL: this.db.database.url } : {}),
      ...this.extraEnv,
    };
  }

  async start(): Promise<void> {
    if (this.running) throw new Error('the server is already running');
    const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: os.tmpdir(), env: this.env() });
    this.child = child;
    this.starts++;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-65_536);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    for (const started = Date.now(); Date.now() - started < START_TIMEOUT_MS; await sleep(100)) {
      if (!this.running) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.output}`,
        );
      }
      const healthy = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (healthy) return;
    }
    throw new Error(`the server did not answer /api/health in ${START_TIMEOUT_MS / 1000} s:\n${this.output}`);
  }

  private exited(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return Promise.resolve();
    return new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** SIGKILL: no shutdown, no flush — what a power cut or the OOM killer does. */
  async kill(): Promise<void> {
    const exited = this.exited();
    this.child?.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM, as a service manager stops it; SIGKILL if it has not exited in 20 s. */
  async stop(): Promise<void> {
    if (!this.running) return;
    const exited = this.exited();
    this.child?.kill('SIGTERM');
    const force = setTimeout(() => this.child?.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
  }
}

export interface Session {
  token: string;
  /** Authorization, the XSRF cookie and its header, JSON content type: every call can use them. */
  headers: Record<string, string>;
}

/** Signs in over HTTP the way the web app does: the XSRF cookie from a GET, then POST with its header. */
export async function signIn(
  base: string,
  user: { email: string; password: string } = ADMIN,
): Promise<Session> {
  const health = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie on /api/health');
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(user) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { token, headers: { ...headers, authorization: `Bearer ${token}` } };
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer, read by the shape the test expects
  body: any;
  ms: number;
}

/** One API call with the session's headers; the body parsed as JSON when it is JSON. */
export async function call(
  base: string,
  session: Session | undefined,
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = 30_000,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: session?.headers ?? {},
    signal: AbortSignal.timeout(timeoutMs),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      // Left as text: the caller's assertion shows it.
    }
  }
  return { status: res.status, body: parsed, ms: performance.now() - started };
}

/** Every row of a paged list (`?per_page=200&page=n`), in the list's order. */
export async function listAll<T>(base: string, session: Session, url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const res = await call(base, session, 'GET', `${url}${separator}per_page=200&page=${page}`);
    if (res.status !== 200)
      throw new Error(`${url} page ${page} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const data = res.body.data as T[];
    rows.push(...data);
    if (rows.length >= res.body.meta.total || data.length === 0) return rows;
  }
}

/** The p-th percentile (nearest rank) of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** A figure a test measured, printed so that the run's log shows it (vitest shows console.info). */
export function report(line: string): void {
  console.info(`[reliability ${testEngine}] ${line}`);
}
