/**
 * API bench: req/s and p95 of the authenticated JSON calls — GET /api/user/auth and the three
 * settings calls (people, officina, opportunities) — on the real server built in-process (a
 * temporary SQLite DATA_DIR, or a throw-away PostgreSQL database), each against a bare Fastify route
 * that returns the same JSON. Target: each ≥ 50% of its bare route's req/s. Then the cost of
 * compressing a list answer: the same clients page asked without and with `Accept-Encoding: br`.
 * Load comes from autocannon in a worker thread (16 connections). After a warm-up, the targets are
 * measured in interleaved rounds (~5 s each in total), so a noisy neighbour on the machine slows all
 * of them alike instead of skewing the ratios.
 * Run alone with `node bench/api.ts [sqlite|postgres]`; `runApiBench()` is what `npm run bench` calls.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { LoadRun } from './api-load-worker.ts';
import { seedBenchClients } from './bench-rows.ts';
import { benchServerEnv, percentile, pgDatabase, runLoad } from './harness.ts';

export interface ApiBenchTarget {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  /** Non-2xx answers plus connection errors and time-outs; must be 0. */
  failures: number;
  /** req/s relative to the bare Fastify route answering the same JSON (1 for a bare route itself). */
  ratio: number;
  /** Bytes of one answer as sent (compressed when the target asked for it). */
  bytes: number;
  /** Whether the ratio is held to the target (the authenticated calls; not the bare routes or the list). */
  checked: boolean;
}

export interface ApiBenchFigures {
  connections: number;
  secondsPerTarget: number;
  rounds: number;
  engine: 'sqlite' | 'postgres';
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

function summarise(name: string, runs: LoadRun[]): Omit<ApiBenchTarget, 'ratio' | 'bytes' | 'checked'> {
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

/** Bytes of one answer as it crossed the wire (not decoded), and its Content-Encoding. */
function wireSize(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
        );
      })
      .on('error', reject);
  });
}

export async function runApiBench(
  options: { secondsPerTarget?: number; logLevel?: string; engine?: 'sqlite' | 'postgres' } = {},
): Promise<ApiBenchFigures> {
  const seconds = options.secondsPerTarget ?? 5;
  const engine = options.engine ?? 'sqlite';
  // Request logs at info would go to this terminal; 'warn' keeps the figures about the server.
  const logLevel = options.logLevel ?? 'warn';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-bench-'));
  const pgDb = engine === 'postgres' ? await pgDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: logLevel,
    PORT: '0',
    ...benchServerEnv(),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const app = await buildApp(config);
  const bare = Fastify();
  try {
    // A list page well over 1 KB (25 clients), for the cost of compressing it.
    const admin = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    await seedBenchClients(app.db, {
      count: 200,
      vatBase: 7_100_000,
      province: 'MI',
      adminId: admin.id,
      at: new Date().toISOString(),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = baseUrl(app);
    const { token, cookie } = await signIn(url);
    // As a browser sends them: the bearer token and the XSRF cookie it already holds.
    const auth = { authorization: `Bearer ${token}`, cookie };

    const calls = [
      { name: 'GET /api/user/auth', path: '/api/user/auth' },
      { name: 'GET /api/people/settings', path: '/api/people/settings' },
      { name: 'GET /api/officina/settings', path: '/api/officina/settings' },
      { name: 'GET /api/opportunities/settings', path: '/api/opportunities/settings' },
    ];
    // Each call's own yardstick: a bare route answering the very JSON the call answered.
    for (const call of calls) {
      const res = await fetch(`${url}${call.path}`, { headers: auth });
      if (res.status !== 200) throw new Error(`${call.path}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as unknown;
      bare.get(call.path, async () => body);
    }
    await bare.listen({ port: 0, host: '127.0.0.1' });

    const list = `${url}/api/clients?sort=business_name`;
    const targets = [
      ...calls.flatMap((c) => [
        {
          name: `bare Fastify, same JSON as ${c.path}`,
          url: `${baseUrl(bare)}${c.path}`,
          headers: {},
          checked: false,
        },
        { name: c.name, url: `${url}${c.path}`, headers: auth, checked: true },
      ]),
      { name: 'GET /api/clients (25 rows), identity', url: list, headers: auth, checked: false },
      {
        name: 'GET /api/clients (25 rows), br',
        url: list,
        headers: { ...auth, 'accept-encoding': 'br' },
        checked: false,
      },
      {
        name: 'GET /api/clients (25 rows), gzip',
        url: list,
        headers: { ...auth, 'accept-encoding': 'gzip' },
        checked: false,
      },
    ];
    const load = (t: (typeof targets)[number], durationSeconds: number) =>
      runLoad({ url: t.url, headers: t.headers, connections: CONNECTIONS, durationSeconds });
    for (const target of targets) await load(target, 1); // warm-up: JIT, statement caches
    const runs: LoadRun[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) runs[i]?.push(await load(target, seconds / ROUNDS));
    }

    const results: ApiBenchTarget[] = [];
    for (const [i, t] of targets.entries()) {
      const figures = summarise(t.name, runs[i] ?? []);
      // A call's yardstick is the bare route just before it; the list's is its identity answer.
      const yardstick = t.checked
        ? results[i - 1]
        : t.url === list
          ? results.find((r) => r.name.startsWith('GET /api/clients'))
          : undefined;
      const { bytes } = await wireSize(t.url, t.headers);
      results.push({
        ...figures,
        ratio: yardstick ? figures.requestsPerSecond / yardstick.requestsPerSecond : 1,
        bytes,
        checked: t.checked,
      });
    }
    const targetRatio = 0.5;
    return {
      connections: CONNECTIONS,
      secondsPerTarget: seconds,
      rounds: ROUNDS,
      engine,
      logLevel,
      targets: results,
      targetRatio,
      meetsTarget: results.every((t) => (!t.checked || t.ratio >= targetRatio) && t.failures === 0),
    };
  } finally {
    await bare.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatApiBench(figures: ApiBenchFigures): string {
  const rows = figures.targets.map((t) =>
    [
      t.name.padEnd(52),
      Math.round(t.requestsPerSecond).toString().padStart(8),
      t.p95Ms.toFixed(1).padStart(8),
      `${Math.round(t.ratio * 100)}%`.padStart(7),
      String(t.failures).padStart(6),
      String(t.bytes).padStart(7),
    ].join(' '),
  );
  return [
    `API bench: ${figures.connections} connections, ${figures.secondsPerTarget} s per target in ${figures.rounds} ` +
      `interleaved rounds, ${figures.engine}, LOG_LEVEL=${figures.logLevel}`,
    `${'target'.padEnd(52)} ${'req/s'.padStart(8)} ${'p95 ms'.padStart(8)} ${'ratio'.padStart(7)} ${'fails'.padStart(6)} ${'bytes'.padStart(7)}`,
    ...rows,
    `target ≥ ${figures.targetRatio * 100}% of the bare route: ${figures.meetsTarget ? 'met' : 'NOT met'}`,
  ].join('\n');
}

/** The section of docs/PERFORMANCE.md: one table per engine, measured one after the other. */
export function apiBenchMarkdown(runs: ApiBenchFigures[]): string[] {
  const lines = ['| engine | target | req/s | p50 ms | p95 ms | vs yardstick | bytes sent | failures |'];
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const a of runs) {
    for (const t of a.targets) {
      const ratio = `${Math.round(t.ratio * 100)}%`;
      lines.push(
        `| ${a.engine} | ${t.name} | ${Math.round(t.requestsPerSecond)} | ${t.p50Ms.toFixed(1)} | ` +
          `${t.p95Ms.toFixed(1)} | ${t.checked && t.ratio < a.targetRatio ? `**${ratio}**` : ratio} | ${t.bytes} | ${t.failures} |`,
      );
    }
  }
  const first = runs[0];
  lines.push(
    '',
    `${first?.connections} connections, ${first?.secondsPerTarget} s per target in ${first?.rounds} interleaved rounds. ` +
      'Each authenticated call against a bare Fastify route answering its very JSON (the row above it); the ' +
      'compressed clients page against the same page uncompressed. Target ≥ 50% of the bare route: ' +
      runs.map((a) => `${a.engine} **${a.meetsTarget ? 'met' : 'not met'}**`).join(', ') +
      ' (figures under it in bold).',
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  console.info(formatApiBench(await runApiBench({ engine })));
}
