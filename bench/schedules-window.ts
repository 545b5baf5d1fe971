/**
 * Calendar window bench (`node bench/schedules-window.ts [sqlite|postgres] [events]`): 200,000
 * events (10% recurring: weekly and monthly series with COUNT or UNTIL, 1% of them endless) by 40
 * users over ten years, each with one or two attendees; then the month view of a team of 20
 * (`GET /api/schedules?from&to&user_ids=…20 ids`), a week of the same team and one person's month,
 * each measured over HTTP (16 connections) and as the same SQL run straight through the driver
 * (the statements the window sent for that request, captured once) with the same 16 clients
 * waiting: the ratio is what the stack adds, RRULE expansion in Europe/Rome and JSON included.
 */
import path from 'node:path';
import { addDays, scheduleWindowQuerySchema } from '@officina/contracts';
import type { Db } from '../apps/server/src/db/database.ts';
import { normalizeText } from '../apps/server/src/db/search.ts';
import {
  instantOfLocal,
  seriesBounds,
  spanClassOf,
} from '../apps/server/src/modules/schedules/schedule-recurrence.ts';
import { listScheduleWindow } from '../apps/server/src/modules/schedules/schedule-window.ts';
import type { EngineRun } from './bench-app.ts';
import { formatLoadTable, signedIn, withBenchApp } from './bench-app.ts';
import { benchUsers, insertChunks } from './bench-rows.ts';
import type { DriverTarget, RatioBenchFigures } from './driver-ratio.ts';
import {
  driverRatioMarkdown,
  measureAgainstDriver,
  openDriver,
  runRatioBench,
  seedAndAnalyze,
} from './driver-ratio.ts';

export interface ScheduleBenchEngine extends EngineRun<DriverTarget> {
  events: number;
}
export type ScheduleBenchFigures = RatioBenchFigures<ScheduleBenchEngine>;

const USERS = 40;
const FIRST_DAY = '2018-01-01';
const DAYS = 3_650;
const TITLES = [
  'Riunione',
  'Visita cliente',
  'Intervento',
  'Chiamata',
  'Formazione',
  'Sopralluogo',
  'Consegna',
];
const RULES = [
  'FREQ=WEEKLY;COUNT=10',
  'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=20',
  'FREQ=MONTHLY;BYDAY=2TU;COUNT=12',
  'FREQ=MONTHLY;COUNT=6',
];

const pad = (n: number) => String(n).padStart(2, '0');

async function seed(db: Db, events: number): Promise<number[]> {
  const now = new Date().toISOString();
  await insertChunks(db, 'users', benchUsers(USERS, 'agenda', 'Agenda', 'x', now));
  const users = (
    await db.selectFrom('users').select('id').where('email', 'like', 'agenda%').orderBy('id').execute()
  ).map((r) => r.id);
  const calendars = (
    await db.selectFrom('lookups').select('id').where('kind', '=', 'calendars').execute()
  ).map((r) => r.id);
  const rows: Record<string, unknown>[] = [];
  const attendees: { schedule_id: number; user_id: number }[] = [];
  for (let k = 1; k <= events; k++) {
    const day = addDays(FIRST_DAY, (k * 7919) % DAYS);
    const hour = 8 + (k % 10);
    const start = `${day}T${pad(hour)}:${k % 2 ? '00' : '30'}`;
    const end = `${day}T${pad(hour + 1)}:00`;
    const recurring = k % 10 === 0;
    const endless = recurring && k % 1_000 === 0;
    const rrule = recurring ? (endless ? 'FREQ=WEEKLY' : (RULES[(k / 10) % RULES.length] as string)) : null;
    const bounds = rrule
      ? seriesBounds({ start_local: start, end_local: end, all_day: false, rrule })
      : { starts_at: instantOfLocal(start), ends_at: instantOfLocal(end) };
    const span_class = spanClassOf(bounds.starts_at, bounds.ends_at);
    const title = `${TITLES[k % TITLES.length]} ${k}`;
    rows.push({
      calendar_id: calendars[k % calendars.length],
      title,
      search_text: normalizeText(title),
      description: null,
      location: k % 3 ? 'Sede' : null,
      all_day: 0,
      start_local: start,
      end_local: end,
      starts_at: bounds.starts_at,
      ends_at: bounds.ends_at,
      span_class,
      rrule,
      skip_holidays: 0,
      series_id: null,
      recurrence_start: null,
      client_id: null,
      project_id: null,
      reminder_minutes: null,
      created_at: now,
      updated_at: now,
      created_by: users[k % USERS],
    });
    attendees.push({ schedule_id: k, user_id: users[(k * 7 + 3) % USERS] as number });
    if (k % 4 === 0) attendees.push({ schedule_id: k, user_id: users[(k * 13 + 5) % USERS] as number });
  }
  await insertChunks(db, 'schedules', rows);
  const unique = new Map(attendees.map((a) => [`${a.schedule_id}|${a.user_id}`, a]));
  await insertChunks(db, 'schedule_attendees', [...unique.values()]);
  return users;
}

function benchEngine(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  events: number,
): Promise<ScheduleBenchEngine> {
  return withBenchApp(engine, 'schedules', async ({ app, adminId }) => {
    const { seeded: users, seedSeconds } = await seedAndAnalyze(engine, app.db, () => seed(app.db, events));
    // The admin holds view_all_schedules: the window as a team leader sees it.
    const actor = { userId: adminId, all: true, manage: true };
    const driver = await openDriver(engine, app.db, (logged, query) =>
      listScheduleWindow(logged, actor, scheduleWindowQuerySchema.parse(query)),
    );
    try {
      const { url, headers } = await signedIn(app);
      const team = users.slice(0, 20).join(',');
      const targets = [
        {
          name: 'month, team of 20',
          path: `/api/schedules?from=2023-03-01&to=2023-03-31&user_ids=${team}`,
          query: { from: '2023-03-01', to: '2023-03-31', user_ids: team },
        },
        {
          name: 'week, team of 20',
          path: `/api/schedules?from=2023-03-20&to=2023-03-26&user_ids=${team}`,
          query: { from: '2023-03-20', to: '2023-03-26', user_ids: team },
        },
        {
          name: 'month, one person',
          path: `/api/schedules?from=2023-03-01&to=2023-03-31&user_ids=${users[3]}`,
          query: { from: '2023-03-01', to: '2023-03-31', user_ids: String(users[3]) },
        },
      ];
      const out = await measureAgainstDriver(url, headers, targets, seconds, driver);
      const sample = await (await fetch(`${url}${targets[0]?.path}`, { headers })).json();
      console.info(`month of the team: ${(sample as { meta: { total: number } }).meta.total} occurrences`);
      return { engine, events, seedSeconds, targets: out };
    } finally {
      await driver.destroy();
    }
  });
}

export async function runSchedulesWindowBench(
  options: { secondsPerTarget?: number; events?: number; engines?: ('sqlite' | 'postgres')[] } = {},
): Promise<ScheduleBenchFigures> {
  const seconds = options.secondsPerTarget ?? 3;
  const events = options.events ?? 200_000;
  return runRatioBench(options.engines, seconds, (engine) => benchEngine(engine, seconds, events));
}

export function schedulesWindowBenchMarkdown(f: ScheduleBenchFigures): string[] {
  return driverRatioMarkdown(f, (e) => `${e.events} events`, 'candidates + attendees + exdates + patron');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const engines = process.argv[2] ? [process.argv[2] as 'sqlite' | 'postgres'] : undefined;
  const events = process.argv[3] ? Number(process.argv[3]) : undefined;
  const figures = await runSchedulesWindowBench({ engines, ...(events ? { events } : {}) });
  console.info(formatLoadTable('Schedules window bench', figures, (e) => `${e.events} events`));
  console.info(schedulesWindowBenchMarkdown(figures).join('\n'));
}
