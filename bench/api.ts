/**
 * API bench: req/s and p95 of GET /api/user/auth and GET /api/officina/settings (authenticated, the
 * real server built in-process on a temporary SQLite DATA_DIR) against a bare Fastify route that
 * returns the same JSON as the settings call. Target: each ≥ 50% of the bare route's req/s.
 * Load comes from autocannon in a worker thread (16 connections). After a warm-up, the three
 * targets are measured in interleaved rounds (~5 s each in total), so a noisy neighbour on the
 * machine slows all of them alike instead of skewing the ratios.
 * Run alone with `node bench/api.ts`; `runApiBench()` is what `npm run bench` calls.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { LoadRun } from './api-load-worker.ts';
import { benchServerEnv, percentile, runLoad } from './harness.ts';

export interface ApiBenchTarget {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  /** Non-2xx answers plus connection errors and time-outs; must be 0. */
  failures: number;
  /** req/s relative to the bare Fastify route (1 for the bare route itself). */
  ratio: number;
}

export interface ApiBenchFigures {
  connections: number;
  secondsPerTarget: number;
  rounds: number;
  engine: 'sqlite';
  logLevel: string;
  targets: ApiBenchTarget[];
  targetRatio: number;
  meetsTarget: boolean;
}

const CONNECTIONS = 16;
const ROUNDS = 5;
const ADMIN = { email: 'bench@officina.local', password: 'bench-password-123' };

function baseUrl(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Signs in over HTTP the way the web app does: cookie from a GET, then POST with the header. */
async function signIn(url: string): Promise<{ token: string; cookie: string }> {
  const health = await fetch(`${url}/api/health`);
  const cookie = (health.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const xsrf = cookie.split('=')[1] ?? '';
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return { token: ((await res.json()) as { token: string }).token, cookie };
}

function summarise(name: string, runs: LoadRun[]): Omit<ApiBenchTarget, 'ratio'> {
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const all = new Float64Array(runs.reduce((n, r) => n + r.latencies.length, 0));
  let offset = 0;
  for (const r of runs) {
    all.set(r.latencies, offset);
    offset += r.latencies.length;
  }
  all.sort();
  return {
    name,
    requestsPerSecond: all.length / seconds,
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    requests: all.length,
    failures: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
  };
}

export async function runApiBench(
  options: { secondsPerTarget?: number; logLevel?: string } = {},
): Promise<ApiBenchFigures> {
  const seconds = options.secondsPerTarget ?? 5;
  // Request logs at info would go to this terminal; 'warn' keeps the figures about the server.
  const logLevel = options.logLevel ?? 'warn';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: logLevel,
    PORT: '0',
    ...benchServerEnv(),
  });
  const app = await buildApp(config);
  const bare = Fastify();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = baseUrl(app);
    const { token, cookie } = await signIn(url);
    // As a browser sends them: the bearer token and the XSRF cookie it already holds.
    const auth = { authorization: `Bearer ${token}`, cookie };

    const settingsBody = (await (
      await fetch(`${url}/api/officina/settings`, { headers: auth })
    ).json()) as unknown;
    bare.get('/settings', async () => settingsBody);
    await bare.listen({ port: 0, host: '127.0.0.1' });

    const targets = [
      { name: 'bare Fastify (same JSON as settings)', url: `${baseUrl(bare)}/settings`, headers: {} },
      { name: 'GET /api/user/auth', url: `${url}/api/user/auth`, headers: auth },
      { name: 'GET /api/officina/settings', url: `${url}/api/officina/settings`, headers: auth },
    ];
    const load = (t: (typeof targets)[number], durationSeconds: number) =>
      runLoad({ url: t.url, headers: t.headers, connections: CONNECTIONS, durationSeconds });
    for (const target of targets) await load(target, 1); // warm-up: JIT, statement caches
    const runs: LoadRun[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) runs[i]?.push(await load(target, seconds / ROUNDS));
    }

    const [bareFigures, ...others] = targets.map((t, i) => summarise(t.name, runs[i] ?? []));
    const bareRps = bareFigures?.requestsPerSecond ?? 1;
    const results: ApiBenchTarget[] = [bareFigures, ...others].map((f) => ({
      ...(f as Omit<ApiBenchTarget, 'ratio'>),
      ratio: (f?.requestsPerSecond ?? 0) / bareRps,
    }));
    const targetRatio = 0.5;
    return {
      connections: CONNECTIONS,
      secondsPerTarget: seconds,
      rounds: ROUNDS,
      engine: 'sqlite',
      logLevel,
      targets: results,
      targetRatio,
      meetsTarget: results.every((t) => t.ratio >= targetRatio && t.failures === 0),
    };
  } finally {
    await bare.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatApiBench(figures: ApiBenchFigures): string {
  const rows = figures.targets.map((t) =>
    [
      t.name.padEnd(38),
      Math.round(t.requestsPerSecond).toString().padStart(8),
      t.p95Ms.toFixed(1).padStart(8),
      `${Math.round(t.ratio * 100)}%`.padStart(7),
      String(t.failures).padStart(6),
    ].join(' '),
  );
  return [
    `API bench: ${figures.connections} connections, ${figures.secondsPerTarget} s per target in ${figures.rounds} ` +
      `interleaved rounds, SQLite, LOG_LEVEL=${figures.logLevel}`,
    `${'target'.padEnd(38)} ${'req/s'.padStart(8)} ${'p95 ms'.padStart(8)} ${'ratio'.padStart(7)} ${'fails'.padStart(6)}`,
    ...rows,
    `target ≥ ${figures.targetRatio * 100}% of the bare route: ${figures.meetsTarget ? 'met' : 'NOT met'}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.info(formatApiBench(await runApiBench()));
}
