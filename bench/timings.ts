import path from 'node:path';
import { addDays, isoWeekday, isoWeekOf, romeToInstant } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import type { BenchFigures, EngineRun, LoadFigures } from './bench-app.ts';
import { formatLoadTable, measureTargets, runOnEngines, signedIn, withBenchApp } from './bench-app.ts';
import { benchUsers, insertChunks } from './bench-rows.ts';

export interface TimingsBenchTarget extends LoadFigures {
  name: string;
  path: string;
}

export interface TimingsBenchEngine extends EngineRun<TimingsBenchTarget> {
  entries: number;
  todos: number;
}

export type TimingsBenchFigures = BenchFigures<TimingsBenchEngine>;

const USERS = 200;
const PROJECTS = 2_000;
/** Last day of the seeded period (fixed, so runs compare). */
const LAST_DAY = '2026-10-30';

/** Users, projects, entries (admin = user 0), to-dos with one assignee each. */
export async function seed(db: Db, adminId: number, entries: number, todos: number, typeIds: number[]) {
  const now = new Date().toISOString();
  const users = [adminId];
  const hash = (
    await db.selectFrom('users').select('password_hash').where('id', '=', adminId).executeTakeFirstOrThrow()
  ).password_hash;
  const userRows = benchUsers(USERS - 1, 'u', 'Utente', hash, now);
  for (let i = 0; i < userRows.length; i += 100) {
    const ids = await db
      .insertInto('users')
      .values(userRows.slice(i, i + 100))
      .returning('id')
      .execute();
    users.push(...ids.map((r) => r.id));
  }
  const projectRows = Array.from({ length: PROJECTS }, (_, i) => ({
    code: `P${String(i).padStart(5, '0')}`,
    name: `Progetto ${i}`,
    name_key: `progetto ${i}`,
    search_text: `p${i} progetto ${i}`,
    created_at: now,
    updated_at: now,
  }));
  const projects: number[] = [];
  for (let i = 0; i < projectRows.length; i += 500) {
    const ids = await db
      .insertInto('projects')
      .values(projectRows.slice(i, i + 500))
      .returning('id')
      .execute();
    projects.push(...ids.map((r) => r.id));
  }

  // Working days backwards from LAST_DAY until every user has its share of entries.
  const perDay = 10;
  const days: string[] = [];
  for (let d = 0; days.length * USERS * perDay < entries; d++) {
    const day = addDays(LAST_DAY, -d);
    if (isoWeekday(day) <= 5) days.push(day);
  }
  let written = 0;
  let batch: Record<string, unknown>[] = [];
  for (const day of days) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const start = romeToInstant({ year, month, day: date, hour: 8, minute: 0, second: 0 });
    for (const [u, userId] of users.entries()) {
      for (let k = 0; k < perDay && written < entries; k++, written++) {
        const at = start + k * 50 * 60_000;
        batch.push({
          user_id: userId,
          project_id: projects[(u * 7 + k + date) % PROJECTS] as number,
          todo_id: null,
          client_id: null,
          type_id: typeIds[k % typeIds.length] ?? null,
          started_at: new Date(at).toISOString(),
          ended_at: new Date(at + 45 * 60_000).toISOString(),
          minutes: 45,
          duration_only: 0,
          description: null,
          billable: k % 5 === 0 ? 0 : 1,
          created_at: now,
          updated_at: now,
          created_by: userId,
        });
      }
      if (batch.length >= 50_000) {
        await insertChunks(db, 'timings', batch);
        batch = [];
      }
    }
  }
  if (batch.length > 0) await insertChunks(db, 'timings', batch);

  for (let start = 0; start < todos; start += 50_000) {
    const rows = Array.from({ length: Math.min(50_000, todos - start) }, (_, j) => {
      const i = start + j;
      return {
        title: `To-do ${i}`,
        title_key: `to-do ${i}`,
        search_text: `to-do ${i}`,
        project_id: projects[i % PROJECTS] as number,
        priority_rank: (i % 4) + 1,
        due_at: new Date(Date.parse(`${LAST_DAY}T08:00:00Z`) - (i % 700) * 86_400_000).toISOString(),
        repeat_type: 'none',
        repeat_interval: 1,
        repeat_weekdays: '',
        end_repeat_type: 'never',
        completed_at: i % 3 === 0 ? now : null,
        created_at: now,
        updated_at: now,
      };
    });
    const ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1_000) {
        const r = await trx
          .insertInto('todos')
          .values(rows.slice(i, i + 1_000))
          .returning('id')
          .execute();
        ids.push(...r.map((x) => x.id));
      }
    });
    await insertChunks(
      db,
      'todo_assignees',
      ids.map((todo_id, j) => ({ todo_id, user_id: users[(start + j) % USERS] as number })),
    );
  }
  return { entries: written, todos, projects };
}

function benchEngine(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  size: { entries: number; todos: number },
): Promise<TimingsBenchEngine> {
  return withBenchApp(engine, 'timings', async ({ app, adminId }) => {
    const db = app.db;
    const types = await db.selectFrom('lookups').select('id').where('kind', '=', 'timing_types').execute();
    const started = performance.now();
    const counts = await seed(
      db,
      adminId,
      size.entries,
      size.todos,
      types.map((t) => t.id),
    );
    // Statistics and visibility map as a live database has them (PostgreSQL's autovacuum sets the
    // visibility map that index-only scans on the covering indexes need), as bench/crm.ts does.
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    const { url, headers } = await signedIn(app);
    const week = isoWeekOf(addDays(LAST_DAY, -21));
    const project = counts.projects[17] as number;
    const targets = [
      { name: 'timesheet week (me)', path: `/api/timesheet?week=${week}` },
      {
        name: 'project Tempi (all users, p.1)',
        path: `/api/timings?user_id=all&project_id=${project}&per_page=25`,
      },
      {
        name: 'report by project (me, 1 month)',
        path: `/api/timings/report?from=${addDays(LAST_DAY, -30)}&to=${LAST_DAY}&group_by=project&user_id=me`,
      },
      {
        name: 'report by type (me, 3 months)',
        path: `/api/timings/report?from=${addDays(LAST_DAY, -91)}&to=${LAST_DAY}&group_by=type&user_id=me`,
      },
      {
        name: 'report by user (all, 1 week)',
        path: `/api/timings/report?from=${addDays(LAST_DAY, -6)}&to=${LAST_DAY}&group_by=user&user_id=all`,
      },
    ];
    return {
      engine,
      entries: counts.entries,
      todos: counts.todos,
      seedSeconds,
      targets: await measureTargets(url, headers, targets, seconds),
    };
  });
}

export async function runTimingsBench(
  options: {
    secondsPerTarget?: number;
    entries?: number;
    todos?: number;
    engines?: ('sqlite' | 'postgres')[];
  } = {},
): Promise<TimingsBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const size = {
    entries: options.entries ?? Number(process.env.BENCH_ENTRIES ?? 1_000_000),
    todos: options.todos ?? Number(process.env.BENCH_TODOS ?? 200_000),
  };
  const chosen =
    options.engines ??
    ((process.env.BENCH_ENGINES?.split(',') as ('sqlite' | 'postgres')[]) || ['sqlite', 'postgres']);
  return runOnEngines(chosen, seconds, (engine) => benchEngine(engine, seconds, size));
}

export function formatTimingsBench(figures: TimingsBenchFigures): string {
  return formatLoadTable('Timings bench', figures, (e) => `${e.entries} entries + ${e.todos} to-dos`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.info(formatTimingsBench(await runTimingsBench()));
}
