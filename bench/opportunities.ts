import path from 'node:path';
import { opportunityBoardQuerySchema, opportunityListQuerySchema } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { countList, pageRequest, readPage, resolveListSort } from '../apps/server/src/db/list/index.ts';
import { opportunityList } from '../apps/server/src/modules/opportunities/opportunity.list.ts';
import { listOpportunities } from '../apps/server/src/modules/opportunities/opportunity.service.ts';
import {
  boardAggregates,
  boardCards,
} from '../apps/server/src/modules/opportunities/opportunity-board.repository.ts';
import { getOpportunityBoard } from '../apps/server/src/modules/opportunities/opportunity-board.service.ts';
import type { BenchFigures, EngineRun, LoadFigures } from './bench-app.ts';
import { LOAD, measureTargets, runOnEngines, signedIn, withBenchApp } from './bench-app.ts';
import { continuedPagePath } from './harness.ts';
import { seed } from './opportunities-seed.ts';

export interface OpportunitiesBenchTarget extends LoadFigures {
  name: string;
  path: string;
  /** The endpoint's service call alone, sequential, median ms (no HTTP, no concurrency). */
  serviceMs: number;
  /** Each repository query of the call alone, median ms. */
  queries: { name: string; ms: number }[];
}

export interface OpportunitiesBenchEngine extends EngineRun<OpportunitiesBenchTarget> {
  opportunities: number;
  rows: number;
  clients: number;
}

export type OpportunitiesBenchFigures = BenchFigures<OpportunitiesBenchEngine>;

const DB_RUNS = Number(process.env.BENCH_DB_RUNS ?? 30);

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < DB_RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

interface Target {
  name: string;
  path: string;
}

/** Times the service call and each of its repository queries, one at a time. */
async function dbTimes(db: Db, target: Target) {
  const params = Object.fromEntries(new URL(target.path, 'http://x').searchParams);
  if (target.path.startsWith('/api/opportunities/board')) {
    const query = opportunityBoardQuerySchema.parse(params);
    const { cards_per_state, ...filters } = query;
    const states = await db
      .selectFrom('lookups')
      .select('id')
      .where('kind', '=', 'opportunity_states')
      .where('archived_at', 'is', null)
      .execute();
    return {
      serviceMs: await median(() => getOpportunityBoard(db, query)),
      queries: [
        { name: 'aggregates', ms: await median(() => boardAggregates(db, filters)) },
        {
          name: `cards (${states.length} columns, one statement)`,
          ms: await median(() =>
            boardCards(
              db,
              filters,
              states.map((s) => s.id),
              cards_per_state,
            ),
          ),
        },
      ],
    };
  }
  const query = opportunityListQuerySchema.parse(params);
  const { page, per_page, sort, after, ...filters } = query;
  const resolved = resolveListSort(opportunityList, sort);
  const request = pageRequest(page, after, { filters, sort: resolved, perPage: per_page });
  return {
    serviceMs: await median(() => listOpportunities(db, query)),
    queries: [
      {
        name: 'page',
        ms: await median(() => readPage(db, opportunityList, filters, resolved, request)),
      },
      { name: 'count', ms: await median(() => countList(db, opportunityList, filters)) },
    ],
  };
}

function benchEngine(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  opportunities: number,
): Promise<OpportunitiesBenchEngine> {
  return withBenchApp(engine, 'opportunities', async ({ app, adminId }) => {
    const db = app.db;
    const started = performance.now();
    const seeded = await seed(db, adminId, opportunities);
    // Statistics and visibility map as a live database has them (autovacuum on PostgreSQL).
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    const { url, headers } = await signedIn(app);
    const owner = seeded.owners[3] as number;
    const targets: Target[] = [
      { name: 'list first page', path: '/api/opportunities?page=1&per_page=25' },
      {
        name: 'list state + owner',
        path: `/api/opportunities?state_id=${seeded.states[2]}&owner_id=${owner}&per_page=25`,
      },
      { name: 'list sorted -total_cents', path: '/api/opportunities?sort=-total_cents&per_page=25' },
      {
        name: 'list sorted expected_close_on',
        path: '/api/opportunities?sort=expected_close_on&per_page=25',
      },
      { name: 'list deep page 1000 by number', path: '/api/opportunities?page=1000&per_page=25' },
      {
        name: 'list deep page 1000 after page 999',
        path: await continuedPagePath(url, headers, '/api/opportunities?per_page=25', 1000),
      },
      { name: 'board', path: '/api/opportunities/board' },
      { name: 'board owner', path: `/api/opportunities/board?owner_id=${owner}` },
    ];
    const db_: Awaited<ReturnType<typeof dbTimes>>[] = [];
    for (const t of targets) db_.push(await dbTimes(db, t));
    const measured = await measureTargets(url, headers, targets, seconds);
    return {
      engine,
      opportunities: seeded.opportunities,
      rows: seeded.rows,
      clients: seeded.clients,
      seedSeconds,
      targets: measured.map((t, i) => ({
        ...t,
        ...(db_[i] ?? { serviceMs: 0, queries: [] }),
      })),
    };
  });
}

export async function runOpportunitiesBench(
  options: { secondsPerTarget?: number; opportunities?: number; engines?: ('sqlite' | 'postgres')[] } = {},
): Promise<OpportunitiesBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const opportunities = options.opportunities ?? Number(process.env.BENCH_OPPORTUNITIES ?? 50_000);
  return runOnEngines(options.engines, seconds, (engine) => benchEngine(engine, seconds, opportunities));
}

export function formatOpportunitiesBench(figures: OpportunitiesBenchFigures): string {
  const lines = [
    `Opportunities bench: ${figures.connections} connections, ${figures.secondsPerTarget} s per target in ${LOAD.rounds} interleaved rounds; ` +
      `db ms = service call alone (median), then each query alone`,
    `${'engine'.padEnd(9)} ${'target'.padEnd(30)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'fails'.padStart(5)} ${'db ms'.padStart(6)}  queries ms`,
  ];
  for (const e of figures.engines) {
    for (const t of e.targets) {
      lines.push(
        `${e.engine.padEnd(9)} ${t.name.padEnd(30)} ${Math.round(t.requestsPerSecond).toString().padStart(6)} ` +
          `${t.p50Ms.toFixed(1).padStart(7)} ${t.p95Ms.toFixed(1).padStart(7)} ${String(t.failures).padStart(5)} ` +
          `${t.serviceMs.toFixed(2).padStart(6)}  ${t.queries.map((q) => `${q.name} ${q.ms.toFixed(2)}`).join(', ')}`,
      );
    }
    lines.push(
      `${e.engine.padEnd(9)} seeded ${e.opportunities} opportunities + ${e.rows} rows (${e.clients} clients) in ${e.seedSeconds.toFixed(1)} s`,
    );
  }
  lines.push(`target p95 < ${figures.targetP95Ms} ms: ${figures.meetsTarget ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  console.info(formatOpportunitiesBench(await runOpportunitiesBench({ engines })));
}
