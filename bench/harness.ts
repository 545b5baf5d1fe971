/** What every bench shares: the load worker, percentiles and a throw-away PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { LoadRequest, LoadRun } from './api-load-worker.ts';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs autocannon in a worker thread, so the load generator doesn't share the server's event loop. */
export function runLoad(request: LoadRequest): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./api-load-worker.ts', import.meta.url), { workerData: request });
    worker.once('message', (result: LoadRun) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load worker exited ${code}`))));
  });
}

/**
 * Server settings a bench takes from its own environment, to compare runs: SQLITE_READ_WORKERS
 * (e.g. `SQLITE_READ_WORKERS=0 node bench/crm.ts sqlite` measures SQLite on the main thread only).
 */
export function benchServerEnv(): Record<string, string> {
  const workers = process.env.SQLITE_READ_WORKERS;
  return workers === undefined ? {} : { SQLITE_READ_WORKERS: workers };
}

/** The p-th percentile of sorted latencies (nearest rank). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** A uniquely named PostgreSQL database, and how to drop it (connections included) afterwards. */
export async function pgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `officina_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The path of a deep page as the web app asks for it after paging there: `page` with the cursor the
 * page before it answered (`after`, a keyset seek on the server instead of an OFFSET).
 */
export async function continuedPagePath(
  url: string,
  headers: Record<string, string>,
  path: string,
  page: number,
): Promise<string> {
  const before = new URL(path, url);
  before.searchParams.set('page', String(page - 1));
  const res = await fetch(before, { headers });
  const { meta } = (await res.json()) as { meta: { next_cursor: string | null } };
  if (!meta.next_cursor) throw new Error(`${before.pathname}${before.search}: no next_cursor`);
  const target = new URL(path, url);
  target.searchParams.set('page', String(page));
  target.searchParams.set('after', meta.next_cursor);
  return `${target.pathname}${target.search}`;
}
