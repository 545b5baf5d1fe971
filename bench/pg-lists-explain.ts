/**
 * EXPLAIN ANALYZE of what list pages send, on the pg-lists bench's rows (not a bench: no target).
 * `SCALE=0.1 PATHS=/api/todos,/api/contracts node bench/pg-lists-explain.ts`: seeds a fresh
 * database as bench/pg-lists.ts does (SCALE × its sizes, 1 by default), captures the statements of
 * one request to each path from the server's own `pg` clients, and prints each one's plan as the
 * server runs it (prepared, generic plan, after two warm-up runs). `HOLD=seconds` keeps the
 * database (and the server) alive that long after, for psql; the database is dropped at the end.
 */

import { sql } from 'kysely';
import pg from 'pg';
import { signedIn, withBenchApp } from './bench-app.ts';
import { PG_LISTS_SIZE, seedPgLists } from './pg-lists-seed.ts';

const scale = Number(process.env.SCALE ?? '1');
const size = Object.fromEntries(
  Object.entries(PG_LISTS_SIZE).map(([k, v]) => [k, k === 'users' ? v : Math.round(v * scale)]),
) as typeof PG_LISTS_SIZE;
const paths = (process.env.PATHS ?? '/api/todos').split(',');
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing) {
    const c = args[0] as { text?: string; values?: unknown[] } | string;
    if (typeof c === 'string') captured.push({ text: c, values: (args[1] as unknown[]) ?? [] });
    else if (c?.text) captured.push({ text: c.text, values: c.values ?? [] });
  }
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

await withBenchApp('postgres', 'explain', async ({ app, adminId }) => {
  const t0 = performance.now();
  await seedPgLists(app.db, adminId, size);
  console.info(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { url, headers } = await signedIn(app);
  const name = (await sql<{ n: string }>`select current_database() as n`.execute(app.db)).rows[0]?.n;
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:5432/${name}`,
    options: '-c TimeZone=UTC -c plan_cache_mode=force_generic_plan',
  });
  await client.connect();
  for (const p of paths) {
    await (await fetch(`${url}${p}`, { headers })).arrayBuffer();
    captured.length = 0;
    capturing = true;
    const res = await fetch(`${url}${p}`, { headers });
    const body = await res.text();
    capturing = false;
    console.info(`\n===== ${p} ${res.status} total=${JSON.parse(body).meta?.total}`);
    let i = 0;
    for (const s of captured) {
      i++;
      console.info(`--- ${i}: ${s.text}\n    values ${JSON.stringify(s.values)}`);
      const stmt = `x${i}_${Math.random().toString(36).slice(2, 8)}`;
      await client.query(`prepare ${stmt} as ${s.text}`);
      const lit = s.values.map((v) =>
        v === null ? 'null' : `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`,
      );
      for (let r = 0; r < 2; r++)
        await client.query(`execute ${stmt}${lit.length ? `(${lit.join(',')})` : ''}`);
      const plan = await client.query(
        `explain (analyze, buffers) execute ${stmt}${lit.length ? `(${lit.join(',')})` : ''}`,
      );
      console.info(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      await client.query(`deallocate ${stmt}`);
    }
  }
  await client.end();
  if (process.env.HOLD) await new Promise((r) => setTimeout(r, Number(process.env.HOLD) * 1000));
});
