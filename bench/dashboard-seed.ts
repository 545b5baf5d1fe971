/**
 * The dashboard bench's data: the timings bench's seed (entries, to-dos, 200 users, 2,000 projects)
 * and the opportunities bench's (3,000 clients, 50,000 opportunities), then what else the widgets
 * count, around today so every widget has something: budgets on the projects (a share of them past
 * 80% of their hours), contracts ending over four years (some within 60 days), the administrator's
 * to-dos due today, running timer and entries of this week, events (upcoming ones among them),
 * a long activity log and notifications.
 */
import { addDays, isoWeekDays, isoWeekOf, romeDateOf, romeDayStart } from '@officina/contracts';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { normalizeText } from '../apps/server/src/db/search.ts';
import { instantOfLocal, spanClassOf } from '../apps/server/src/modules/schedules/schedule-recurrence.ts';
import { insertChunks } from './bench-rows.ts';
import { seed as seedOpportunities } from './opportunities-seed.ts';
import { seed as seedTimings } from './timings.ts';

export interface DashboardBenchSize {
  entries: number;
  todos: number;
  opportunities: number;
  contracts: number;
  events: number;
  activity: number;
  notifications: number;
}

export const DASHBOARD_BENCH_SIZE: DashboardBenchSize = {
  entries: 1_000_000,
  todos: 200_000,
  opportunities: 50_000,
  contracts: 20_000,
  events: 50_000,
  activity: 500_000,
  notifications: 50_000,
};

const ids = async (db: Db, table: 'clients' | 'users' | 'todos' | 'opportunities' | 'contracts') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);

const lookups = async (db: Db, kind: string) =>
  (await db.selectFrom('lookups').select('id').where('kind', '=', kind).orderBy('position').execute()).map(
    (r) => r.id,
  );

const pad = (n: number) => String(n).padStart(2, '0');

/** Seeds everything; answers the counts seeded. */
export async function seedDashboard(db: Db, adminId: number, size: DashboardBenchSize) {
  const types = await lookups(db, 'timing_types');
  const timings = await seedTimings(db, adminId, size.entries, size.todos, types);
  await seedOpportunities(db, adminId, size.opportunities);
  const users = await ids(db, 'users');
  const clients = await ids(db, 'clients');
  const now = new Date().toISOString();
  const today = romeDateOf(Date.now());

  // Budgets on every other project, between 20,000 and 59,000 minutes: with ~22,500 minutes used
  // per project a quarter of them is past 80%; a client on each.
  const firstClient = clients[0] as number;
  await sql`update projects set
      budget_minutes = case when id % 2 = 0 then 20000 + (id % 40) * 1000 end,
      budget_amount_cents = case when id % 4 = 0 then 1500000 + (id % 40) * 50000 end,
      client_id = ${firstClient} + id % ${clients.length}`.execute(db);

  // Contracts ending from a year ago to three years ahead (1 in 73 within the next 60 days).
  const contractStates = await lookups(db, 'contract_states');
  const contractRows = Array.from({ length: size.contracts }, (_, k) => {
    const number = `C-2025/${String(k + 1).padStart(5, '0')}`;
    const title = `Assistenza annuale ${k}`;
    return {
      number,
      title,
      search_text: normalizeText(`${number} ${title}`),
      client_id: clients[(k * 7) % clients.length] as number,
      opportunity_id: null,
      type_id: null,
      state_id: contractStates[k % contractStates.length] as number,
      start_on: addDays(today, -365 - (k % 365)),
      end_on: addDays(today, -365 + ((k * 17) % 1_460)),
      tacit_renewal: k % 3 === 0 ? 1 : 0,
      notice_days: 30,
      amount_cents: 120_000 + (k % 50) * 10_000,
      billing_period: 'mensile',
      hours_included_minutes: null,
      notes: null,
      archived_at: k % 25 === 0 ? now : null,
      created_at: now,
      updated_at: now,
      created_by: adminId,
    };
  });
  await insertChunks(db, 'contracts', contractRows);
  await sql`insert into sequences (name, year, value) values ('contract', 2025, ${size.contracts})
    on conflict (name, year) do update set value = excluded.value`.execute(db);

  // The administrator's day: to-dos due today (Rome), a running timer, entries of this week so far.
  const dayStart = romeDayStart(today);
  const todoRows = Array.from({ length: 15 }, (_, i) => ({
    title: `Chiamare il cliente ${i}`,
    title_key: `chiamare il cliente ${i}`,
    search_text: `chiamare il cliente ${i}`,
    project_id: timings.projects[i] as number,
    priority_rank: (i % 4) + 1,
    due_at: new Date(dayStart + (9 + (i % 9)) * 3_600_000).toISOString(),
    repeat_type: 'none',
    repeat_interval: 1,
    repeat_weekdays: '',
    end_repeat_type: 'never',
    completed_at: null,
    created_at: now,
    updated_at: now,
  }));
  const todoIds = await db.insertInto('todos').values(todoRows).returning('id').execute();
  await insertChunks(
    db,
    'todo_assignees',
    todoIds.map((t) => ({ todo_id: t.id, user_id: adminId })),
  );
  const week = isoWeekDays(isoWeekOf(today)).filter((d) => d < today);
  const weekEntries = week.flatMap((d, i) =>
    [0, 1, 2, 3].map((k) => {
      const at = romeDayStart(d) + (8 + k * 2) * 3_600_000;
      return {
        user_id: adminId,
        project_id: timings.projects[i + k] as number,
        type_id: types[0] ?? null,
        started_at: new Date(at).toISOString(),
        ended_at: new Date(at + 90 * 60_000).toISOString(),
        minutes: 90,
        duration_only: 0,
        billable: 1,
        created_at: now,
        updated_at: now,
        created_by: adminId,
      };
    }),
  );
  const started = new Date(Date.now() - 25 * 60_000).toISOString();
  await insertChunks(db, 'timings', [
    ...weekEntries,
    {
      user_id: adminId,
      project_id: timings.projects[3] as number,
      type_id: types[0] ?? null,
      started_at: started,
      ended_at: null,
      minutes: 0,
      duration_only: 0,
      billable: 1,
      created_at: started,
      updated_at: started,
      created_by: adminId,
    },
  ]);

  // Events from a year ago to a year ahead, one or two attendees each (the admin in 1 of 10).
  const calendars = await lookups(db, 'calendars');
  const events: Record<string, unknown>[] = [];
  const attendees: { schedule_id: number; user_id: number }[] = [];
  for (let k = 1; k <= size.events; k++) {
    const d = addDays(today, -365 + ((k * 7919) % 730));
    const hour = 8 + (k % 10);
    const start = `${d}T${pad(hour)}:00`;
    const end = `${d}T${pad(hour + 1)}:00`;
    const starts_at = instantOfLocal(start);
    const ends_at = instantOfLocal(end);
    const title = `Visita cliente ${k}`;
    events.push({
      calendar_id: calendars[k % calendars.length],
      title,
      search_text: normalizeText(title),
      description: null,
      location: 'Sede del cliente',
      all_day: 0,
      start_local: start,
      end_local: end,
      starts_at,
      ends_at,
      span_class: spanClassOf(starts_at, ends_at),
      rrule: null,
      skip_holidays: 0,
      series_id: null,
      recurrence_start: null,
      client_id: clients[k % clients.length],
      project_id: null,
      reminder_minutes: null,
      created_at: now,
      updated_at: now,
      created_by: users[k % users.length],
    });
  }
  await insertChunks(db, 'schedules', events);
  const firstEvent = (
    await db.selectFrom('schedules').select(sql<number>`min(id)`.as('id')).executeTakeFirst()
  )?.id as number;
  for (let k = 0; k < size.events; k++) {
    const id = firstEvent + k;
    attendees.push({
      schedule_id: id,
      user_id: k % 10 === 0 ? adminId : (users[(k * 7 + 3) % users.length] as number),
    });
    if (k % 4 === 0 && k % 10 !== 0)
      attendees.push({ schedule_id: id, user_id: users[(k * 13 + 5) % users.length] as number });
  }
  const unique = new Map(attendees.map((a) => [`${a.schedule_id}|${a.user_id}`, a]));
  await insertChunks(db, 'schedule_attendees', [...unique.values()]);

  // The activity log: changes to clients, opportunities, to-dos, projects, contracts and events
  // over the last 90 days, newest last; the notification triggers' cursor moved past them.
  const opportunities = await ids(db, 'opportunities');
  const todos = await ids(db, 'todos');
  const contracts = await ids(db, 'contracts');
  const entities: [string, (k: number) => number][] = [
    ['client', (k) => clients[k % clients.length] as number],
    ['opportunity', (k) => opportunities[k % opportunities.length] as number],
    ['todo', (k) => todos[k % todos.length] as number],
    ['project', (k) => timings.projects[k % timings.projects.length] as number],
    ['contract', (k) => contracts[k % contracts.length] as number],
    ['schedule', (k) => firstEvent + (k % size.events)],
  ];
  const from = Date.now() - 90 * 86_400_000;
  for (let start = 0; start < size.activity; start += 50_000) {
    const rows = Array.from({ length: Math.min(50_000, size.activity - start) }, (_, j) => {
      const k = start + j;
      const [entity, id] = entities[k % entities.length] as [string, (k: number) => number];
      return {
        user_id: users[(k * 31) % users.length] as number,
        created_at: new Date(from + Math.floor((k / size.activity) * 90 * 86_400_000)).toISOString(),
        entity,
        entity_id: id(k * 7),
        action: k % 10 === 0 ? 'create' : 'update',
        changes: k % 10 === 0 ? null : '{"title":["prima","dopo"]}',
      };
    });
    await insertChunks(db, 'activity_log', rows);
  }
  await sql`update notification_cursors set last_id = (select coalesce(max(id), 0) from activity_log)`.execute(
    db,
  );

  // Notifications: every user some, the administrator 250 (50 unread).
  const notifications = Array.from({ length: size.notifications }, (_, k) => {
    const userId = k < 250 ? adminId : (users[k % users.length] as number);
    return {
      user_id: userId,
      kind: 'todo_assigned',
      title: `Ti è stato assegnato il to-do ${k}`,
      body: null,
      link: `/todos/${todos[k % todos.length]}/detail`,
      entity: 'todo',
      entity_id: todos[k % todos.length] as number,
      dedupe_key: null,
      created_at: new Date(from + k * 60_000).toISOString(),
      read_at: k % 5 === 0 ? null : now,
    };
  });
  await insertChunks(db, 'notifications', notifications);

  return {
    entries: timings.entries + weekEntries.length + 1,
    todos: timings.todos + todoRows.length,
    opportunities: size.opportunities,
    contracts: size.contracts,
    events: size.events,
    activity: size.activity,
    notifications: size.notifications,
  };
}
