import {
  addDays,
  contractListQuerySchema,
  DASHBOARD_BUDGET_THRESHOLD_PERCENT,
  DASHBOARD_EXPIRING_DAYS,
  type Dashboard,
  isoWeekDays,
  isoWeekOf,
  romeDateOf,
  romeDayStart,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { countList } from '../../db/list/index.ts';
import { toBool, toCount } from '../../db/values.ts';
import { weeklyTargetMinutes } from '../company/company.service.ts';
import { listContracts } from '../contracts/contract.service.ts';
import { toNotification } from '../notifications/notification.mapper.ts';
import { countNotifications, listNotificationRows } from '../notifications/notification.repository.ts';
import { boardAggregates } from '../opportunities/opportunity-board.repository.ts';
import { type ProjectFilters, projectList } from '../projects/project.list.ts';
import { listLookups } from '../settings/lookups.repository.ts';
import { getTimer } from '../timings/timer.service.ts';
import { priorityOf } from '../todos/todo.repository.ts';
import {
  countMyOpenTodos,
  listMyMinutesByDay,
  listMyOverdueTodos,
  listMyTodosDueBetween,
  listProjectsOverBudget,
  type MyOpenTodoRow,
} from './dashboard.repository.ts';

const TODO_ITEMS = 10;
const CONTRACT_ITEMS = 5;
const PROJECT_ITEMS = 5;
const NOTIFICATION_ITEMS = 5;

const iso = (ms: number) => new Date(ms).toISOString();

/** A to-do of the "I miei to-do" widget. */
export const toDashboardTodo = (r: MyOpenTodoRow) => ({
  id: r.id,
  title: r.title,
  due_at: r.due_at,
  due_all_day: toBool(r.due_all_day),
  priority: priorityOf(r.priority_rank),
  project_id: r.project_id,
  project_name: r.project_name,
});

/** The Europe/Rome bounds of today and of this ISO week, as instants and days. */
export function romeCalendar(nowMs: number) {
  const today = romeDateOf(nowMs);
  const week = isoWeekDays(isoWeekOf(today));
  return {
    dayStart: iso(romeDayStart(today)),
    dayEnd: iso(romeDayStart(addDays(today, 1))),
    week,
    weekStart: iso(romeDayStart(week[0] as string)),
    weekEnd: iso(romeDayStart(addDays(week[6] as string, 1))),
  };
}

/**
 * My to-dos: open ones assigned to me due today (Rome), and overdue ones. The counts equal the
 * to-do list's totals for `assignee=me&open=true&due_from=<today 00:00>&due_to=<tomorrow 00:00>` and
 * `assignee=me&overdue=true` (the same conditions, read from my assignments; the dashboard tests
 * compare them with the list).
 */
export async function myTodosWidget(db: Db, userId: number, nowMs: number): Promise<Dashboard['my_todos']> {
  const now = iso(nowMs);
  const { dayStart, dayEnd } = romeCalendar(nowMs);
  const [today, overdue, todayCount, overdueCount] = await Promise.all([
    listMyTodosDueBetween(db, userId, dayStart, dayEnd, TODO_ITEMS),
    listMyOverdueTodos(db, userId, now, TODO_ITEMS),
    countMyOpenTodos(db, userId, { from: dayStart, before: dayEnd }),
    countMyOpenTodos(db, userId, { before: now }),
  ]);
  return {
    today: today.map(toDashboardTodo),
    today_count: todayCount,
    overdue: overdue.map(toDashboardTodo),
    overdue_count: overdueCount,
  };
}

/**
 * My running timer, this ISO week's stopped minutes (Rome days) and the same per day, Monday first;
 * the target is the company's `weekly_hours_target` (40 h by default; no per-user target exists yet).
 */
export async function timeWidget(db: Db, userId: number, nowMs: number): Promise<Dashboard['time']> {
  const { week } = romeCalendar(nowMs);
  const [timer, days, targetMinutes] = await Promise.all([
    getTimer(db, userId),
    listMyMinutesByDay(db, userId, week[0] as string, week[6] as string),
    weeklyTargetMinutes(db),
  ]);
  const byDay = new Map(days.map((d) => [String(d.day).slice(0, 10), toCount(d.minutes)]));
  const minutesByDay = week.map((day) => byDay.get(day) ?? 0);
  return {
    running_timer: timer.timer,
    minutes_this_week: minutesByDay.reduce((a, b) => a + b, 0),
    week_target_minutes: targetMinutes,
    minutes_by_day: minutesByDay,
  };
}

/** Σ totale × probability / 100, rounded half up once on the sum (as the board). */
const weighted = (sum: number) => Math.floor((sum + 50) / 100);

/**
 * Every opportunity state in lookup order with the count, Σ totale and weighted Σ of the active (not
 * archived) opportunities in it: the board's columns, from its running totals. A state's count is
 * the list's total for `state_id`; the totals are the unfiltered list's total (won and lost included,
 * each with its own probability: 100 and 0).
 */
export async function pipelineWidget(db: Db): Promise<Dashboard['pipeline']> {
  const [states, aggregates] = await Promise.all([
    listLookups(db, ['opportunity_states']),
    boardAggregates(db, {}),
  ]);
  const byState = new Map(aggregates.map((a) => [a.state_id, a]));
  let totalCount = 0;
  let totalCents = 0;
  let weightedSum = 0;
  const rows = states.map((state) => {
    const agg = byState.get(state.id);
    const count = toCount(agg?.n);
    const amount = Number(agg?.total ?? 0);
    const raw = Number(agg?.weighted ?? 0);
    totalCount += count;
    totalCents += amount;
    weightedSum += raw;
    return {
      state_id: state.id,
      name: state.name,
      color: state.color,
      count,
      amount_cents: amount,
      weighted_cents: weighted(raw),
    };
  });
  return {
    states: rows,
    total_count: totalCount,
    total_cents: totalCents,
    weighted_cents: weighted(weightedSum),
  };
}

/** The contracts list with `expiring_within_days=60&sort=end_on`: its total and first 5. */
export async function expiringContractsWidget(db: Db): Promise<Dashboard['expiring_contracts']> {
  const query = contractListQuerySchema.parse({
    expiring_within_days: DASHBOARD_EXPIRING_DAYS,
    sort: 'end_on',
    per_page: CONTRACT_ITEMS,
  });
  const page = await listContracts(db, query);
  return {
    within_days: DASHBOARD_EXPIRING_DAYS,
    count: page.meta.total,
    items: page.data.map((c) => ({
      id: c.id,
      number: c.number,
      title: c.title,
      client_name: c.client_name,
      end_on: c.end_on ?? '',
      amount_cents: c.amount_cents,
    })),
  };
}

/** The projects list with `budget_used_min_percent=80`: its total, and the 5 most used. */
export async function projectsOverBudgetWidget(db: Db): Promise<Dashboard['projects_over_budget']> {
  const percent = DASHBOARD_BUDGET_THRESHOLD_PERCENT;
  const filters = { budget_used_min_percent: percent } as ProjectFilters;
  const [count, rows] = await Promise.all([
    countList(db, projectList, filters),
    listProjectsOverBudget(db, percent, PROJECT_ITEMS),
  ]);
  return {
    threshold_percent: percent,
    count: count.total,
    items: rows.map((r) => {
      const used = toCount(r.used_minutes);
      const budget = r.budget_minutes ?? 0;
      const amount = r.budget_amount_cents === null ? null : Number(r.budget_amount_cents);
      return {
        id: r.id,
        name: r.name,
        client_name: r.client_name,
        budget_minutes: r.budget_minutes,
        used_minutes: used,
        budget_amount_cents: amount,
        // The hours' share of the amount budget (the project summary's rule: no hourly rates).
        used_amount_cents: amount !== null && budget > 0 ? Math.round((amount * used) / budget) : 0,
        percent: budget > 0 ? Math.floor((used * 100) / budget) : 0,
      };
    }),
  };
}

/** My unread notifications: the count and the newest 5 (the centre's `unread=true`). */
export async function notificationsWidget(db: Db, userId: number): Promise<Dashboard['notifications']> {
  const [count, rows] = await Promise.all([
    countNotifications(db, userId, true),
    listNotificationRows(db, userId, { unread: true, limit: NOTIFICATION_ITEMS, offset: 0 }),
  ]);
  return { unread_count: count, items: rows.map(toNotification) };
}
