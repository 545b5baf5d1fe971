import type { DashboardTodo, MyDashboard } from '@officina/contracts';
import {
  addDays,
  dashboardEndpoint,
  dashboardLayoutEndpoint,
  isoWeekDays,
  isoWeekOf,
  myDashboardEndpoint,
  romeDateOf,
  romeDayStart,
  saveDashboardLayoutEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/values.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getTimer } from '../timings/timer.service.ts';
import { sumUserMinutesSince } from '../timings/timing.repository.ts';
import { priorityOf } from '../todos/todo.repository.ts';
import { listMyOverdueTodos, listMyTodosDueBetween, type MyOpenTodoRow } from './dashboard.repository.ts';
import { getDashboard } from './dashboard.service.ts';
import { getDashboardLayout, saveDashboardLayout } from './dashboard-layout.service.ts';
import { WEEK_TARGET_MINUTES } from './dashboard-widgets.service.ts';

const toItem = (r: MyOpenTodoRow): DashboardTodo => ({
  id: r.id,
  title: r.title,
  due_at: r.due_at,
  due_all_day: toBool(r.due_all_day),
  priority: priorityOf(r.priority_rank),
  project_id: r.project_id,
  project_name: r.project_name,
});

/** My to-dos due today (Rome) and overdue, the running timer, this week's minutes vs 40 h. */
export async function getMyDashboard(db: Db, userId: number): Promise<MyDashboard> {
  const now = nowIso();
  const today = romeDateOf(Date.now());
  const dayStart = new Date(romeDayStart(today)).toISOString();
  const dayEnd = new Date(romeDayStart(addDays(today, 1))).toISOString();
  const week = isoWeekDays(isoWeekOf(today));
  const weekStart = new Date(romeDayStart(week[0] as string)).toISOString();
  const weekEnd = new Date(romeDayStart(addDays(week[6] as string, 1))).toISOString();
  const [dueToday, overdue, timer, minutes] = await Promise.all([
    listMyTodosDueBetween(db, userId, dayStart, dayEnd, 50),
    listMyOverdueTodos(db, userId, now, 50),
    getTimer(db, userId),
    sumUserMinutesSince(db, userId, weekStart, weekEnd),
  ]);
  return {
    todos_today: dueToday.map(toItem),
    todos_overdue: overdue.map(toItem),
    running_timer: timer.timer,
    minutes_this_week: minutes,
    week_target_minutes: WEEK_TARGET_MINUTES,
    server_time: timer.server_time,
  };
}

export async function dashboardRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'dashboard');
  // The former widgets' call, kept until the web page has moved to GET /dashboard.
  route(myDashboardEndpoint, {
    handler: (request) => getMyDashboard(ctx.db, requireUser(request).user.id),
  });
  route(dashboardEndpoint, {
    handler: (request) => {
      const { user, ability } = requireUser(request);
      return getDashboard(ctx.db, user.id, ability);
    },
  });
  // A user only ever reads and writes their own layout: no id in the path.
  route(dashboardLayoutEndpoint, {
    handler: (request) => getDashboardLayout(ctx.db, requireUser(request).user.id),
  });
  route(saveDashboardLayoutEndpoint, {
    handler: (request) => saveDashboardLayout(ctx.db, requireUser(request).user.id, request.body),
  });
}
