/**
 * PostgreSQL list bench (`npm run bench -- pg-lists`, `node bench/pg-lists.ts`): every list endpoint
 * against its own SQL run straight through `pg`, on 100k clients and 1M time entries.
 *
 * A fresh database is seeded in SQL (`generate_series`, the triggers of the running counts and
 * search terms firing as for any insert): 100k clients, 200k persons, 20k projects, 200k to-dos,
 * 1M time entries, 50k opportunities, 20k contracts, 5k products, 20k documentation pages, 20k
 * links, 40 users. For each list (its first page in the default sort, and one filtered or searched
 * page) the statements the endpoint sends are captured from the server's own pool while one request
 * runs alone (the session check included: it is part of what the endpoint runs), then:
 * - over HTTP: autocannon at 16 connections, and at 1 connection for the p95;
 * - through `pg`: the same statements, in the same order, by 16 loops on a pool of 16 connections
 *   set up as the server's (named statements, generic plans).
 * Target: HTTP req/s ≥ 60% of the driver's at 16 connections, and p95 < 15 ms at one connection.
 * `PG_LISTS_ONLY=search,persons` runs only the lists whose name holds one of the words.
 *
 * Each page also gets its ceiling on this machine: a bare Fastify route answering the page's very
 * JSON, loaded the same way in the same rounds. A request of the real server costs at least what the
 * bare route costs (HTTP, the load generator's side of it, the JSON) plus what its SQL costs through
 * `pg`; on cores shared by all of them the best any server could do is about 1 / (1/bare + 1/pg)
 * req/s, i.e. a ratio of bare / (bare + pg). Where that is under 60 %, the target cannot be met on
 * this machine by any server code; "of ceiling" says how near the real server came.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { LoadRun } from './api-load-worker.ts';
import { signedIn, withBenchApp } from './bench-app.ts';
import { PG_ADMIN_URL, percentile, runLoad } from './harness.ts';
import { PG_LISTS_SIZE, type PgListsSize as Size, seedPgLists } from './pg-lists-seed.ts';

export const TARGET_RATIO = 0.6;
export const TARGET_P95_1_MS = 15;
const CONNECTIONS = 16;
const ROUNDS = 3;

export interface PgListTarget {
  name: string;
  path: string;
  statements: number;
  httpRps: number;
  driverRps: number;
  /** A bare Fastify route answering the page's JSON, same connections and rounds. */
  bareRps: number;
  ratio: number;
  /** The best ratio this machine allows: bare / (bare + pg) (see the file's comment). */
  ceilingRatio: number;
  httpP95At1Ms: number;
  driverP95At1Ms: number;
  p95At16Ms: number;
  failures: number;
}

export interface PgListsFigures {
  size: Size;
  seedSeconds: number;
  secondsPerTarget: number;
  targets: PgListTarget[];
  meetsRatio: boolean;
  meetsP95: boolean;
}

/** The statements every pg client of this process sends while `capturing` is on (the server's pool). */
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const [config, values] = args as [unknown, unknown];
    if (typeof config === 'string') captured.push({ text: config, values: (values as unknown[]) ?? [] });
    else if (config && typeof config === 'object' && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      captured.push({ text: c.text, values: c.values ?? [] });
    }
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

function summarise(runs: LoadRun[]) {
  const all = Float64Array.from(runs.flatMap((r) => Array.from(r.latencies))).sort();
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  return {
    rps: all.length / seconds,
    p95: percentile(all, 95),
    failures: runs.reduce((n, r) => n + r.non2xx + r.errors, 0),
  };
}

/** The statements run in order by `loops` loops for `seconds`: requests per second and p95 ms. */
async function driverLoad(
  pool: pg.Pool,
  statements: { text: string; values: unknown[]; name: string }[],
  loops: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      for (const s of statements) await pool.query({ name: s.name, text: s.text, values: s.values });
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
  const elapsed = (performance.now() - started) / 1000;
  return { rps: latencies.length / elapsed, p95: percentile(Float64Array.from(latencies).sort(), 95) };
}

export async function runPgListsBench(
  options: { secondsPerTarget?: number; size?: Partial<Size>; only?: string[] } = {},
): Promise<PgListsFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const size = { ...PG_LISTS_SIZE, ...options.size };
  return withBenchApp('postgres', 'pg-lists', async ({ app, adminId }) => {
    const t0 = performance.now();
    const s = await seedPgLists(app.db, adminId, size);
    const seedSeconds = (performance.now() - t0) / 1000;
    console.info(`pg-lists: seeded in ${seedSeconds.toFixed(1)} s`);
    const { url, headers } = await signedIn(app);
    const all: [string, string][] = [
      ['clients', '/api/clients'],
      ['clients, state filter', `/api/clients?state_id=${s.clientState}`],
      ['clients, search', '/api/clients?q=impianti%20elettrici'],
      ['persons', '/api/persons'],
      ["persons, a client's", `/api/persons?client_id=${s.client}`],
      ['opportunities', '/api/opportunities'],
      ['opportunities, state filter', `/api/opportunities?state_id=${s.oppState}`],
      ['contracts', '/api/contracts'],
      ["contracts, a client's", `/api/contracts?client_id=${s.client}`],
      ['products', '/api/products'],
      ['products, search', '/api/products?q=prodotto%2042'],
      ['projects', '/api/projects'],
      ["projects, a client's", `/api/projects?client_id=${s.client}`],
      ['to-dos', '/api/todos'],
      ["to-dos, a project's", `/api/todos?project_id=${s.project}`],
      ['time entries', '/api/timings?user_id=all'],
      ["time entries, a project's", `/api/timings?user_id=all&project_id=${s.project}`],
      ['documentations', '/api/documentations'],
      ["documentations, a client's", `/api/documentations?client_id=${s.client}`],
      ['links', '/api/external-links'],
      ["links, a client's", `/api/external-links?client_id=${s.client}`],
    ];
    const only = options.only?.map((word) => word.toLowerCase());
    const lists = only ? all.filter(([name]) => only.some((word) => name.includes(word))) : all;
    const dbUrl = new URL(PG_ADMIN_URL);
    dbUrl.pathname = `/${(await sql<{ n: string }>`select current_database() as n`.execute(app.db)).rows[0]?.n}`;
    const bare = Fastify();
    const pool = new pg.Pool({
      connectionString: dbUrl.toString(),
      max: CONNECTIONS,
      options: '-c TimeZone=UTC -c DateStyle=ISO -c plan_cache_mode=force_generic_plan',
    });
    try {
      const targets: PgListTarget[] = [];
      const prepared: {
        name: string;
        path: string;
        barePath: string;
        statements: { text: string; values: unknown[]; name: string }[];
      }[] = [];
      for (const [name, p] of lists) {
        const res = await fetch(`${url}${p}`, { headers });
        if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        // One request alone, its statements captured from the server's pool.
        captured.length = 0;
        capturing = true;
        const again = await fetch(`${url}${p}`, { headers });
        const body = (await again.json()) as unknown;
        capturing = false;
        const statements = captured.map((c, i) => ({ ...c, name: `bench_${prepared.length}_${i}` }));
        const barePath = `/bare/${prepared.length}`;
        bare.get(barePath, async () => body);
        prepared.push({ name, path: p, barePath, statements });
      }
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
      if (process.env.BENCH_SQL)
        for (const t of prepared) console.info(t.name, JSON.stringify(t.statements, null, 1));
      for (const t of prepared) {
        const http = (c: number, d: number) =>
          runLoad({ url: `${url}${t.path}`, headers, connections: c, durationSeconds: d });
        const bareHttp = (d: number) =>
          runLoad({
            url: `${bareUrl}${t.barePath}`,
            headers: {},
            connections: CONNECTIONS,
            durationSeconds: d,
          });
        await http(CONNECTIONS, 1);
        await driverLoad(pool, t.statements, CONNECTIONS, 1);
        const h16: LoadRun[] = [];
        const b16: LoadRun[] = [];
        let d16 = { rps: 0, p95: 0 };
        let dRps = 0;
        for (let r = 0; r < ROUNDS; r++) {
          h16.push(await http(CONNECTIONS, seconds / ROUNDS));
          d16 = await driverLoad(pool, t.statements, CONNECTIONS, seconds / ROUNDS);
          dRps += d16.rps / ROUNDS;
          b16.push(await bareHttp(seconds / ROUNDS));
        }
        const bareRps = summarise(b16).rps;
        const h1 = summarise([await http(1, Math.max(1, seconds / 2))]);
        const d1 = await driverLoad(pool, t.statements, 1, Math.max(1, seconds / 2));
        const h = summarise(h16);
        targets.push({
          name: t.name,
          path: t.path,
          statements: t.statements.length,
          httpRps: h.rps,
          driverRps: dRps,
          bareRps,
          ratio: h.rps / dRps,
          ceilingRatio: bareRps / (bareRps + dRps),
          httpP95At1Ms: h1.p95,
          driverP95At1Ms: d1.p95,
          p95At16Ms: h.p95,
          failures: h.failures + h1.failures,
        });
        console.info(formatRow(targets.at(-1) as PgListTarget));
      }
      return {
        size,
        seedSeconds,
        secondsPerTarget: seconds,
        targets,
        meetsRatio: targets.every((t) => t.ratio >= TARGET_RATIO && t.failures === 0),
        meetsP95: targets.every((t) => t.httpP95At1Ms < TARGET_P95_1_MS),
      };
    } finally {
      await pool.end();
      await bare.close();
    }
  });
}

function formatRow(t: PgListTarget): string {
  return [
    t.name.padEnd(30),
    String(t.statements).padStart(3),
    Math.round(t.httpRps).toString().padStart(6),
    Math.round(t.driverRps).toString().padStart(6),
    Math.round(t.bareRps).toString().padStart(6),
    `${Math.round(t.ratio * 100)}%`.padStart(5),
    `${Math.round(t.ceilingRatio * 100)}%`.padStart(5),
    t.httpP95At1Ms.toFixed(1).padStart(6),
    t.driverP95At1Ms.toFixed(1).padStart(6),
    t.p95At16Ms.toFixed(1).padStart(6),
    String(t.failures).padStart(4),
  ].join(' ');
}

export function pgListsMarkdown(f: PgListsFigures): string[] {
  const lines = [
    '| list | statements | HTTP req/s (16) | pg req/s (16) | bare req/s (16) | ratio | ceiling | of ceiling | HTTP p95 ms (1) | pg p95 ms (1) | HTTP p95 ms (16) | failures |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const t of f.targets) {
    const ratio = `${Math.round(t.ratio * 100)}%`;
    const ceiling = `${Math.round(t.ceilingRatio * 100)}%`;
    lines.push(
      `| ${t.name} (\`${t.path}\`) | ${t.statements} | ${Math.round(t.httpRps)} | ${Math.round(t.driverRps)} | ` +
        `${Math.round(t.bareRps)} | ${t.ratio < TARGET_RATIO ? `**${ratio}**` : ratio} | ` +
        `${t.ceilingRatio < TARGET_RATIO ? `*${ceiling}*` : ceiling} | ${Math.round((t.ratio / t.ceilingRatio) * 100)}% | ` +
        `${t.httpP95At1Ms < TARGET_P95_1_MS ? t.httpP95At1Ms.toFixed(1) : `**${t.httpP95At1Ms.toFixed(1)}**`} | ` +
        `${t.driverP95At1Ms.toFixed(1)} | ${t.p95At16Ms.toFixed(1)} | ${t.failures} |`,
    );
  }
  const z = f.size;
  lines.push(
    '',
    `PostgreSQL, seeded in ${Math.round(f.seedSeconds)} s with generate_series: ${z.clients} clients, ${z.persons} persons, ` +
      `${z.projects} projects, ${z.todos} to-dos, ${z.timings} time entries, ${z.opportunities} opportunities, ` +
      `${z.contracts} contracts, ${z.products} products, ${z.documentations} documentation pages, ${z.links} links. ` +
      `${f.secondsPerTarget} s per target at 16 connections (${ROUNDS} rounds, HTTP and pg alternating), then one connection. ` +
      'The pg side runs the statements the endpoint sent (session check included), in order, on a pool of 16 set up ' +
      `as the server's; "bare" is a bare Fastify route answering the page's JSON, in the same rounds; "ceiling" is ` +
      'bare / (bare + pg), the best ratio any server could reach on these cores (in italics where under the target), ' +
      `"of ceiling" the ratio as a share of it. Ratio ≥ ${TARGET_RATIO * 100}%: **${f.meetsRatio ? 'met' : 'not met'}** ` +
      `(${f.targets.filter((t) => t.ratio < TARGET_RATIO).length} misses, ` +
      `${f.targets.filter((t) => t.ratio < TARGET_RATIO && t.ceilingRatio < TARGET_RATIO).length} of them under a ceiling below the target); ` +
      `p95 at one connection < ${TARGET_P95_1_MS} ms: **${f.meetsP95 ? 'met' : 'not met'}** (misses in bold).`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  // PG_LISTS_ONLY=search,"a client's": only the lists whose name holds one of the words.
  const f = await runPgListsBench({ only: process.env.PG_LISTS_ONLY?.split(',').filter(Boolean) });
  console.info(pgListsMarkdown(f).join('\n'));
}
