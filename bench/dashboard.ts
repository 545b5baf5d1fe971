/**
 * Dashboard bench (`npm run bench -- dashboard`, or `node bench/dashboard.ts [sqlite|postgres]
 * [entries]`; `BENCH_DASHBOARD_ENTRIES` seeds fewer, the other tables in proportion): the timings
 * bench's 1,000,000 time entries and 200,000 to-dos, the opportunities bench's 50,000
 * opportunities, and contracts, project budgets, events, activity and notifications
 * (bench/dashboard-seed.ts); then `GET /api/dashboard` as the administrator (every widget: to-dos
 * due today and overdue, a running timer, the week's hours, upcoming events, pipeline, expiring
 * contracts, projects over budget, recent activity, unread notifications), measured over HTTP
 * (16 connections) and as the same SQL through the driver (the statements of one call, captured
 * once, sent side by side as the service sends them) with the same 16 clients waiting.
 */
import path from 'node:path';
import { getDashboard } from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import type { BenchEngineName, EngineRun } from './bench-app.ts';
import { formatLoadTable, signedIn, userAbility, withBenchApp } from './bench-app.ts';
import { DASHBOARD_BENCH_SIZE, type DashboardBenchSize, seedDashboard } from './dashboard-seed.ts';
import type { DriverTarget, RatioBenchFigures } from './driver-ratio.ts';
import {
  driverRatioMarkdown,
  measureAgainstDriver,
  openDriver,
  runRatioBench,
  seedAndAnalyze,
  slowestStatements,
} from './driver-ratio.ts';

export interface DashboardBenchEngine extends EngineRun<DriverTarget> {
  seeded: Awaited<ReturnType<typeof seedDashboard>>;
}
export type DashboardBenchFigures = RatioBenchFigures<DashboardBenchEngine>;

/** The bench's sizes with `entries` time entries and every other table scaled alike. */
export function dashboardBenchSize(entries: number): DashboardBenchSize {
  const scale = entries / DASHBOARD_BENCH_SIZE.entries;
  const scaled = Object.entries(DASHBOARD_BENCH_SIZE).map(([k, v]) => [
    k,
    Math.max(100, Math.round(v * scale)),
  ]);
  return Object.fromEntries(scaled) as unknown as DashboardBenchSize;
}

function benchEngine(
  engine: BenchEngineName,
  seconds: number,
  size: DashboardBenchSize,
): Promise<DashboardBenchEngine> {
  return withBenchApp(engine, 'dashboard', async ({ app, adminId }) => {
    const { seeded, seedSeconds } = await seedAndAnalyze(engine, app.db, () =>
      seedDashboard(app.db, adminId, size),
    );
    console.info(`${engine}: seeded in ${seedSeconds.toFixed(1)} s`, seeded);
    const ability = await userAbility(app.db, adminId);
    const driver = await openDriver(engine, app.db, (logged) => getDashboard(logged, adminId, ability));
    try {
      const { url, headers } = await signedIn(app);
      const targets = [{ name: 'GET /api/dashboard (administrator)', path: '/api/dashboard', query: {} }];
      const sample = await getDashboard(app.db, adminId, ability);
      console.info(
        `${(await driver.capture({})).length} statements;`,
        `to-dos today ${sample.my_todos?.today_count}, overdue ${sample.my_todos?.overdue_count};`,
        `week ${sample.time?.minutes_this_week} min, timer ${sample.time?.running_timer ? 'on' : 'off'};`,
        `events ${sample.upcoming_events?.data.length}; pipeline ${sample.pipeline?.total_count};`,
        `contracts ${sample.expiring_contracts?.count}; projects ${sample.projects_over_budget?.count};`,
        `activity ${sample.recent_activity?.items.length}; unread ${sample.notifications.unread_count}`,
      );
      if (process.env.BENCH_EXPLAIN) {
        for (const s of await slowestStatements(driver, {}, { top: 5 })) {
          console.info(
            `  ${s.medianMs.toFixed(2)} ms  ${JSON.stringify(s.parameters)}\n  ${s.sql}\n  ${s.plan}`,
          );
        }
      }
      const out = await measureAgainstDriver(url, headers, targets, seconds, driver, { concurrent: true });
      return { engine, seeded, seedSeconds, targets: out };
    } finally {
      await driver.destroy();
    }
  });
}

export async function runDashboardBench(
  options: { secondsPerTarget?: number; entries?: number; engines?: BenchEngineName[] } = {},
): Promise<DashboardBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const size = dashboardBenchSize(options.entries ?? DASHBOARD_BENCH_SIZE.entries);
  return runRatioBench(options.engines, seconds, (engine) => benchEngine(engine, seconds, size));
}

const seededText = (e: DashboardBenchEngine) =>
  `${e.seeded.entries} time entries, ${e.seeded.todos} to-dos, ${e.seeded.opportunities} opportunities, ` +
  `${e.seeded.contracts} contracts, ${e.seeded.events} events, ${e.seeded.activity} activity entries, ` +
  `${e.seeded.notifications} notifications`;

export function dashboardBenchMarkdown(f: DashboardBenchFigures): string[] {
  return driverRatioMarkdown(
    f,
    seededText,
    'the statements of one call, sent side by side as the service does',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as BenchEngineName] : undefined;
  const entries = Number(process.argv[3] ?? process.env.BENCH_DASHBOARD_ENTRIES) || undefined;
  const figures = await runDashboardBench({ engines, ...(entries ? { entries } : {}) });
  console.info(formatLoadTable('Dashboard bench', figures, seededText));
  console.info(dashboardBenchMarkdown(figures).join('\n'));
}
