/**
 * What the list benches that weigh the stack against the database share (documentations,
 * attachments): each target measured over HTTP and as the same SQL run straight through the driver
 * (better-sqlite3 / pg, the statements the service sent for that request, captured once) with the
 * same 16 clients waiting, so the ratio HTTP p95 / driver p95 shows what the stack adds.
 */
import Database from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db, Database as Schema } from '../apps/server/src/db/database.ts';
import type { BenchEngineName, BenchFigures, EngineRun, LoadFigures } from './bench-app.ts';
import { LOAD, measureTargets, runOnEngines } from './bench-app.ts';
import { PG_ADMIN_URL, percentile } from './harness.ts';

/** The ratio HTTP p95 / driver p95 a list stays under (see docs/PERFORMANCE.md). */
export const TARGET_RATIO = 3;

export interface DriverTarget extends LoadFigures {
  name: string;
  url: string;
  /** p95 of the same statements through the driver, same concurrency (SQLite: 16 back to back). */
  driverP95Ms: number;
  ratio: number;
}

/** Runs `seed`, then has the database analyze (and PostgreSQL checkpoint): its result and seconds. */
export async function seedAndAnalyze<T>(
  engine: BenchEngineName,
  db: Db,
  seed: () => Promise<T>,
): Promise<{ seeded: T; seedSeconds: number }> {
  const started = performance.now();
  const seeded = await seed();
  await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  if (engine === 'postgres') await sql`checkpoint`.execute(db);
  return { seeded, seedSeconds: (performance.now() - started) / 1000 };
}

/** The bench database opened again by its own driver, and the statements a list call sends on it. */
export interface Driver {
  /** SQLite's file opened read-only; null on PostgreSQL. */
  sqlite: Database.Database | null;
  /** The statements `list` sends for `query`, captured through a logging Kysely on this driver. */
  capture(query: Record<string, unknown>): Promise<CompiledQuery[]>;
  run(statement: CompiledQuery): Promise<unknown>;
  destroy(): Promise<void>;
}

/** The same database as `db`, opened by its own driver: SQLite's file (read-only), PostgreSQL's database. */
export async function openDriver(
  engine: BenchEngineName,
  db: Db,
  list: (logged: Db, query: Record<string, unknown>) => Promise<unknown>,
): Promise<Driver> {
  const seen: CompiledQuery[] = [];
  const file =
    engine === 'sqlite'
      ? (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db))
          .rows[0]?.file
      : undefined;
  const pgName =
    engine === 'postgres'
      ? (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]?.name
      : undefined;
  const pgUrl = new URL(PG_ADMIN_URL);
  pgUrl.pathname = `/${pgName}`;
  const sqlite = file ? new Database(file, { readonly: true }) : null;
  const pool = pgName ? new pg.Pool({ connectionString: pgUrl.toString(), max: LOAD.connections }) : null;
  const logged = new Kysely<Schema>({
    dialect: sqlite
      ? new SqliteDialect({ database: sqlite })
      : new PostgresDialect({ pool: pool as pg.Pool }),
    log: (event) => {
      seen.push(event.query);
    },
  });
  return {
    sqlite,
    async capture(query) {
      seen.length = 0;
      await list(logged as Db, query);
      return [...seen];
    },
    async run(statement) {
      const params = statement.parameters as unknown[];
      if (sqlite) return sqlite.prepare(statement.sql).all(...(params as never[]));
      return (pool as pg.Pool).query(statement.sql, params);
    },
    destroy: () => logged.destroy(),
  };
}

/** How the statements of one request run through the driver. */
export interface DriverOptions {
  /**
   * The service sends a request's statements side by side (Promise.all): on PostgreSQL each
   * client then sends them all at once (they queue on the pool of 16, as the app's do on its own
   * pool); on SQLite they run one after the other in any case (one synchronous connection).
   * Otherwise they run in order.
   */
  concurrent?: boolean;
}

/**
 * p95 of running `statements` (in order) again and again for `seconds`, as 16 clients would wait
 * for them: on PostgreSQL 16 at a time on a pool of 16; on SQLite (synchronous, one thread) each
 * sample is 16 runs back to back, the wait of the last of 16 requests arriving together.
 */
async function driverP95(
  driver: Driver,
  statements: CompiledQuery[],
  seconds: number,
  options: DriverOptions = {},
): Promise<number> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const sqlite = driver.sqlite !== null;
  const batch = sqlite ? LOAD.connections : 1;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) {
        if (options.concurrent && !sqlite) await Promise.all(statements.map((s) => driver.run(s)));
        else for (const statement of statements) await driver.run(statement);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: sqlite ? 1 : LOAD.connections }, loop));
  return percentile(Float64Array.from(latencies).sort(), 95);
}

/** Each target loaded over HTTP (`measureTargets`), then its captured statements through the driver. */
export async function measureAgainstDriver(
  url: string,
  headers: Record<string, string>,
  targets: { name: string; path: string; query: Record<string, unknown> }[],
  seconds: number,
  driver: Driver,
  options: DriverOptions = {},
): Promise<DriverTarget[]> {
  const measured = await measureTargets(url, headers, targets, seconds);
  const out: DriverTarget[] = [];
  for (const t of measured) {
    const driverMs = await driverP95(driver, await driver.capture(t.query), seconds, options);
    const { path: p, query: _q, ...figures } = t;
    out.push({ ...figures, url: p, driverP95Ms: driverMs, ratio: t.p95Ms / driverMs });
  }
  return out;
}

/** A driver-ratio bench's figures: the load figures, and whether every ratio is within TARGET_RATIO. */
export type RatioBenchFigures<E> = BenchFigures<E> & { targetRatio: number; meetsRatio: boolean };

/** `runOnEngines`, and whether every target of every engine stays at or under TARGET_RATIO. */
export async function runRatioBench<E extends EngineRun<DriverTarget>>(
  engines: BenchEngineName[] | undefined,
  seconds: number,
  bench: (engine: BenchEngineName) => Promise<E>,
): Promise<RatioBenchFigures<E>> {
  const figures = await runOnEngines(engines, seconds, bench);
  const meetsRatio = figures.engines.every((e) => e.targets.every((t) => t.ratio <= TARGET_RATIO));
  return { ...figures, targetRatio: TARGET_RATIO, meetsRatio };
}

/**
 * The Markdown table (HTTP figures, driver p95, ratio) and the line under it: `seeded` per engine,
 * `statements` naming what the driver runs (e.g. 'page + count').
 */
export function driverRatioMarkdown<E extends EngineRun<DriverTarget>>(
  f: RatioBenchFigures<E>,
  seeded: (engine: E) => string,
  statements: string,
): string[] {
  const lines = [
    '| engine | target | req/s | p50 ms | p95 ms | driver p95 ms | ratio | failures |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const e of f.engines) {
    for (const t of e.targets) {
      lines.push(
        `| ${e.engine} | ${t.name} | ${Math.round(t.requestsPerSecond)} | ${t.p50Ms.toFixed(1)} | ${t.p95Ms.toFixed(1)} | ` +
          `${t.driverP95Ms.toFixed(2)} | ${t.ratio.toFixed(1)}× | ${t.failures} |`,
      );
    }
  }
  lines.push(
    '',
    `${f.engines.map((e) => `${seeded(e)} seeded in ${Math.round(e.seedSeconds)} s (${e.engine})`).join(', ')}; ` +
      `${f.connections} connections over HTTP, ${f.secondsPerTarget} s per target; the driver runs the same ` +
      `statements (${statements}) 16 at a time on PostgreSQL (a pool of 16), and on SQLite 16 back to back ` +
      '(one synchronous connection: the wait of the last of 16 requests arriving together). ' +
      `Target p95 < ${f.targetP95Ms} ms: **${f.meetsTarget ? 'met' : 'not met'}**; ` +
      `ratio ≤ ${f.targetRatio}×: **${f.meetsRatio ? 'met' : 'not met'}**.`,
  );
  return lines;
}

/**
 * The `top` slowest of the statements `query` sends, each run alone `runs` times through the
 * driver: median ms and the database's plan (SQLite `explain query plan`, PostgreSQL
 * `explain (analyze, buffers)`), for the reading of a target that is not met (`BENCH_EXPLAIN=1`).
 */
export async function slowestStatements(
  driver: Driver,
  query: Record<string, unknown>,
  options: { top?: number; runs?: number } = {},
): Promise<{ sql: string; parameters: readonly unknown[]; medianMs: number; plan: string }[]> {
  const out = [];
  for (const statement of await driver.capture(query)) {
    const times: number[] = [];
    for (let i = 0; i < (options.runs ?? 5); i++) {
      const t0 = performance.now();
      await driver.run(statement);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({ statement, medianMs: times[Math.floor(times.length / 2)] as number });
  }
  out.sort((a, b) => b.medianMs - a.medianMs);
  const explained = [];
  for (const { statement, medianMs } of out.slice(0, options.top ?? 3)) {
    const params = statement.parameters as unknown[];
    const plan = driver.sqlite
      ? driver.sqlite
          .prepare(`explain query plan ${statement.sql}`)
          .all(...(params as never[]))
          .map((r) => (r as { detail: string }).detail)
          .join(' | ')
      : (
          (await driver.run({
            ...statement,
            sql: `explain (analyze, buffers, costs off) ${statement.sql}`,
          })) as { rows: { 'QUERY PLAN': string }[] }
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
    explained.push({ sql: statement.sql, parameters: params, medianMs, plan });
  }
  return explained;
}
