/**
 * What the data benches (crm, timings, opportunities) share around their seed: a server on a fresh
 * SQLite file or PostgreSQL database, its signed-in admin, and the load measured on a list of URLs.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type AppAbility, defineAbilityFor } from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { parseRules } from '../apps/server/src/modules/user/user.mapper.ts';
import type { LoadRun } from './api-load-worker.ts';
import { benchServerEnv, percentile, pgDatabase, runLoad } from './harness.ts';

export const BENCH_ADMIN = { email: 'bench@officina.local', password: 'bench-password-123' };

export type BenchEngineName = 'sqlite' | 'postgres';

export interface BenchApp {
  app: FastifyInstance;
  /** The admin user's id (the seed's author). */
  adminId: number;
}

/**
 * Runs `body` with a server on a throw-away database of `engine` (a temporary data directory, a
 * uniquely named PostgreSQL database), then closes and removes both.
 */
export async function withBenchApp<T>(
  engine: BenchEngineName,
  name: string,
  body: (bench: BenchApp) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `officina-${name}-bench-`));
  const pgDb = engine === 'postgres' ? await pgDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...benchServerEnv(),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const app = await buildApp(config);
  try {
    const admin = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', BENCH_ADMIN.email)
      .executeTakeFirstOrThrow();
    return await body({ app, adminId: admin.id });
  } catch (error) {
    // Said before closing: a close that never settles (requests still in flight) would hide it.
    console.error(`${name} bench on ${engine} failed:`, error);
    throw error;
  } finally {
    // Let the last in-flight requests of the load generator finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts listening and signs the admin in: the server's URL and the headers of its requests. */
export async function signedIn(
  app: FastifyInstance,
): Promise<{ url: string; headers: Record<string, string> }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const health = await fetch(`${url}/api/health`);
  const cookie = (health.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': cookie.split('=')[1] ?? '' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return { url, headers: { authorization: `Bearer ${token}`, cookie } };
}

/** A URL under load and what was measured on it. */
export interface LoadFigures {
  requestsPerSecond: number;
  /** NaN when no request answered in the rounds (every one past the load generator's timeout). */
  p50Ms: number;
  p95Ms: number;
  failures: number;
}

/**
 * Each path checked once (200 or the bench stops), warmed up for a second, then loaded for `seconds`
 * in LOAD.rounds interleaved rounds (so a slow phase of the machine falls on every path alike).
 */
export async function measurePaths(
  url: string,
  headers: Record<string, string>,
  paths: string[],
  seconds: number,
): Promise<LoadFigures[]> {
  const options = { seconds, rounds: LOAD.rounds, connections: LOAD.connections };
  for (const p of paths) {
    const res = await fetch(`${url}${p}`, { headers });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  }
  const load = (p: string, durationSeconds: number) =>
    runLoad({ url: `${url}${p}`, headers, connections: options.connections, durationSeconds });
  for (const p of paths) await load(p, 1);
  const runs: LoadRun[][] = paths.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, p] of paths.entries()) runs[i]?.push(await load(p, options.seconds / options.rounds));
  }
  return runs.map((r) => {
    const all = Float64Array.from(r.flatMap((x) => Array.from(x.latencies))).sort();
    const secs = r.reduce((s, x) => s + x.seconds, 0);
    return {
      requestsPerSecond: all.length / secs,
      p50Ms: all.length === 0 ? Number.NaN : percentile(all, 50),
      p95Ms: all.length === 0 ? Number.NaN : percentile(all, 95),
      failures: r.reduce((n, x) => n + x.non2xx + x.errors, 0),
    };
  });
}

/** `measurePaths` of each target's `path`: the targets with their figures. */
export async function measureTargets<T extends { path: string }>(
  url: string,
  headers: Record<string, string>,
  targets: T[],
  seconds: number,
): Promise<(T & LoadFigures)[]> {
  const figures = await measurePaths(
    url,
    headers,
    targets.map((t) => t.path),
    seconds,
  );
  return targets.map((t, i) => ({ ...t, ...(figures[i] as LoadFigures) }));
}

/** One engine's run of a data bench: its seed time and each target's figures. */
export interface EngineRun<T extends LoadFigures> {
  engine: BenchEngineName;
  seedSeconds: number;
  targets: T[];
}

/** The load every data bench puts on its URLs, and the p95 it must stay under. */
export const LOAD = { connections: 16, rounds: 3, targetP95Ms: 25 } as const;

/** A data bench's figures: one entry per engine measured. */
export interface BenchFigures<E> {
  connections: number;
  secondsPerTarget: number;
  targetP95Ms: number;
  engines: E[];
  meetsTarget: boolean;
}

/** Runs `bench` on each engine in turn (SQLite then PostgreSQL unless told) and sums up. */
export async function runOnEngines<E extends { targets: LoadFigures[] }>(
  engines: BenchEngineName[] | undefined,
  seconds: number,
  bench: (engine: BenchEngineName) => Promise<E>,
): Promise<BenchFigures<E>> {
  const measured: E[] = [];
  for (const engine of engines ?? ['sqlite', 'postgres']) measured.push(await bench(engine));
  return {
    connections: LOAD.connections,
    secondsPerTarget: seconds,
    targetP95Ms: LOAD.targetP95Ms,
    engines: measured,
    meetsTarget: measured.every((e) =>
      e.targets.every((t) => t.p95Ms < LOAD.targetP95Ms && t.failures === 0),
    ),
  };
}

/** The console table of a bench's figures: one line per engine and URL, then how long seeding took. */
export function formatLoadTable<
  E extends { engine: string; seedSeconds: number; targets: (LoadFigures & { name: string })[] },
>(title: string, figures: BenchFigures<E>, seeded: (engine: E) => string): string {
  const lines = [
    `${title}: ${figures.connections} connections, ${figures.secondsPerTarget} s per target in ${LOAD.rounds} interleaved rounds`,
    `${'engine'.padEnd(9)} ${'target'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'fails'.padStart(6)}`,
  ];
  for (const e of figures.engines) {
    for (const t of e.targets) {
      lines.push(
        `${e.engine.padEnd(9)} ${t.name.padEnd(34)} ${Math.round(t.requestsPerSecond).toString().padStart(7)} ` +
          `${t.p50Ms.toFixed(1).padStart(7)} ${t.p95Ms.toFixed(1).padStart(7)} ${String(t.failures).padStart(6)}`,
      );
    }
    lines.push(`${e.engine.padEnd(9)} seeded ${seeded(e)} in ${e.seedSeconds.toFixed(1)} s`);
  }
  lines.push(`target p95 < ${figures.targetP95Ms} ms: ${figures.meetsTarget ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}

/** What `userId` may do, as the server builds it for a request (the rules of the user's group). */
export async function userAbility(db: Db, userId: number): Promise<AppAbility> {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_groups', 'user_groups.id', 'users.group_id')
    .select('user_groups.rules')
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return defineAbilityFor(parseRules(row.rules));
}
