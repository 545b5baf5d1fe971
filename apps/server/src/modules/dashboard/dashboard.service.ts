import { type AppAbility, can, type Dashboard } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listUpcomingSchedules } from '../schedules/schedule-upcoming.service.ts';
import { recentActivityWidget } from './dashboard-activity.service.ts';
import {
  expiringContractsWidget,
  myTodosWidget,
  notificationsWidget,
  pipelineWidget,
  projectsOverBudgetWidget,
  timeWidget,
} from './dashboard-widgets.service.ts';

/** A widget the user may see, or null without asking the database. */
const when = <T>(allowed: boolean, load: () => Promise<T>): Promise<T | null> =>
  allowed ? load() : Promise.resolve(null);

/**
 * GET /dashboard: every widget in one call, run side by side, each null when the user lacks the
 * permission to see what it counts (docs/modules/dashboard.md lists widget, permission and list).
 */
export async function getDashboard(db: Db, userId: number, ability: AppAbility): Promise<Dashboard> {
  const now = new Date();
  const nowMs = now.getTime();
  const allowed = (name: Parameters<typeof can>[1]) => can(ability, name);
  const [myTodos, time, upcoming, pipeline, contracts, projects, activity, notifications] = await Promise.all(
    [
      myTodosWidget(db, userId, nowMs),
      timeWidget(db, userId, nowMs),
      when(allowed('view_schedules'), () =>
        listUpcomingSchedules(
          db,
          { userId, all: allowed('view_all_schedules'), manage: allowed('manage_schedules') },
          now,
        ),
      ),
      when(allowed('view_opportunities'), () => pipelineWidget(db)),
      when(allowed('view_contracts'), () => expiringContractsWidget(db)),
      when(allowed('view_projects'), () => projectsOverBudgetWidget(db)),
      recentActivityWidget(db, ability, userId),
      notificationsWidget(db, userId),
    ],
  );
  return {
    server_time: now.toISOString(),
    my_todos: myTodos,
    time,
    upcoming_events: upcoming,
    pipeline,
    expiring_contracts: contracts,
    projects_over_budget: projects,
    recent_activity: activity,
    notifications,
  };
}
