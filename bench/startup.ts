/**
 * Start bench: time to ready (from spawning the server as `npm start` runs it — the bundle of
 * scripts/build/server.ts, built here from the current sources — until GET /api/health answers 200)
 * and idle RSS (the process's VmRSS, worker threads included, a few seconds after ready), against a
 * bare Fastify + better-sqlite3 app (startup-bare-app.ts) spawned the same way. The server run from
 * its TypeScript sources (`node apps/server/src/server.ts`, as `npm run dev` does) is measured too,
 * for comparison; the target applies to the bundle.
 * Targets: ready ≤ 3× the bare app's time, idle RSS ≤ 2× the bare app's, SQLite with its read
 * workers on (the default). The first start on an empty DATA_DIR (migrations, administrator) is
 * reported apart; the figures compared are restarts on existing data, interleaved with the bare app
 * so that a noisy machine slows both alike. Run alone with `node bench/startup.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from '../scripts/build/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = path.join(ROOT, 'apps/server/src/server.ts');
const BUNDLE_DIR = path.join(ROOT, 'bench/results/server-bundle');
const SERVER = path.join(BUNDLE_DIR, 'server.js');
const BARE = path.join(import.meta.dirname, 'startup-bare-app.ts');
const ROUNDS = 5;
const IDLE_MS = 3000;
const READY_TARGET = 3;
const RSS_TARGET = 2;

export interface StartSample {
  readyMs: number;
  rssMb: number;
}

export interface StartTarget {
  name: string;
  samples: StartSample[];
  readyMs: number;
  rssMb: number;
}

export interface StartupBenchFigures {
  rounds: number;
  idleMs: number;
  readWorkers: string;
  firstStart: StartSample;
  bare: StartTarget;
  server: StartTarget;
  sources: StartTarget;
  readyRatio: number;
  rssRatio: number;
  readyTarget: number;
  rssTarget: number;
  meetsTarget: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

/** Spawns `script`, polls /api/health every 5 ms until 200, waits idle, reads RSS, stops it. */
async function measureStart(script: string, dataDir: string): Promise<StartSample> {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const started = performance.now();
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    let readyMs = 0;
    while (readyMs === 0) {
      if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited with ${child.exitCode}`);
      if (performance.now() - started > 60_000)
        throw new Error(`${path.basename(script)}: not ready in 60 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) readyMs = performance.now() - started;
      else await sleep(5);
    }
    await sleep(IDLE_MS);
    return { readyMs, rssMb: rssMb(child.pid as number) };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function target(name: string, samples: StartSample[]): StartTarget {
  return {
    name,
    samples,
    readyMs: median(samples.map((s) => s.readyMs)),
    rssMb: median(samples.map((s) => s.rssMb)),
  };
}

export async function runStartupBench(options: { rounds?: number } = {}): Promise<StartupBenchFigures> {
  const rounds = options.rounds ?? ROUNDS;
  await buildServer(ROOT, BUNDLE_DIR);
  const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-start-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officina-start-bare-'));
  try {
    const firstStart = await measureStart(SERVER, serverDir);
    await measureStart(BARE, bareDir); // the bare app's first start, and a warm-up of the file cache
    await measureStart(SOURCES, serverDir);
    const samples: Record<'bare' | 'server' | 'sources', StartSample[]> = {
      bare: [],
      server: [],
      sources: [],
    };
    const order = ['bare', 'server', 'sources'] as const;
    for (let round = 0; round < rounds; round++) {
      // The order turns every round, so none always runs on another's warm caches.
      for (let i = 0; i < order.length; i++) {
        const which = order[(round + i) % order.length] as (typeof order)[number];
        const script = which === 'bare' ? BARE : which === 'server' ? SERVER : SOURCES;
        samples[which].push(await measureStart(script, which === 'bare' ? bareDir : serverDir));
      }
    }
    const bareTarget = target('bare Fastify + better-sqlite3', samples.bare);
    const serverTarget = target(
      'Officina as `npm start` runs it (`node apps/server/dist/server.js`)',
      samples.server,
    );
    const sourcesTarget = target(
      'Officina from its sources (`node apps/server/src/server.ts`)',
      samples.sources,
    );
    const readyRatio = serverTarget.readyMs / bareTarget.readyMs;
    const rssRatio = serverTarget.rssMb / bareTarget.rssMb;
    return {
      rounds,
      idleMs: IDLE_MS,
      readWorkers: process.env.SQLITE_READ_WORKERS ?? 'default (one per core, 2–4)',
      firstStart,
      bare: bareTarget,
      server: serverTarget,
      sources: sourcesTarget,
      readyRatio,
      rssRatio,
      readyTarget: READY_TARGET,
      rssTarget: RSS_TARGET,
      meetsTarget: readyRatio <= READY_TARGET && rssRatio <= RSS_TARGET,
    };
  } finally {
    fs.rmSync(serverDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

const range = (values: number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** The markdown table that `npm run bench -- startup` writes to docs/PERFORMANCE.md. */
export function startupBenchMarkdown(f: StartupBenchFigures): string[] {
  const row = (t: StartTarget, readyVs: string, rssVs: string) =>
    `| ${t.name} | ${Math.round(t.readyMs)} | ${range(
      t.samples.map((s) => s.readyMs),
      0,
    )} | ${readyVs} | ${t.rssMb.toFixed(0)} | ${range(
      t.samples.map((s) => s.rssMb),
      0,
    )} | ${rssVs} |`;
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    '| process | ready ms (median) | spread | vs bare | idle RSS MB (median) | spread | vs bare |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row(f.bare, '1×', '1×'),
    row(
      f.server,
      `${f.readyRatio.toFixed(2)}× (≤ ${f.readyTarget}×: ${met(f.readyRatio <= f.readyTarget)})`,
      `${f.rssRatio.toFixed(2)}× (≤ ${f.rssTarget}×: ${met(f.rssRatio <= f.rssTarget)})`,
    ),
    row(
      f.sources,
      `${(f.sources.readyMs / f.bare.readyMs).toFixed(2)}× (no target)`,
      `${(f.sources.rssMb / f.bare.rssMb).toFixed(2)}×`,
    ),
    '',
    `${f.rounds} restarts of each on existing data, interleaved; the bundle built from the sources of this run; RSS read ${f.idleMs / 1000} s after ready; SQLite, ` +
      `read workers: ${f.readWorkers}. First start on an empty DATA_DIR (migrations, administrator): ` +
      `ready in ${Math.round(f.firstStart.readyMs)} ms, ${f.firstStart.rssMb.toFixed(0)} MB. ` +
      `Target: **${f.meetsTarget ? 'met' : 'not met'}**.`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const figures = await runStartupBench();
  console.info(startupBenchMarkdown(figures).join('\n'));
}
