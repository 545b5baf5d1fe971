import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';
import { todoPrioritySchema } from '../todos/todo.schemas.ts';
import { timingViewSchema } from './timing.schemas.ts';

export const dashboardTodoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  due_at: instantSchema.nullable(),
  /** Due the whole day (no time): show the date alone. */
  due_all_day: z.boolean(),
  priority: todoPrioritySchema,
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
});
export type DashboardTodo = z.infer<typeof dashboardTodoSchema>;

export const myDashboardSchema = z.object({
  /** Open to-dos assigned to me, due today (Europe/Rome), by due time. */
  todos_today: z.array(dashboardTodoSchema),
  /** Open to-dos assigned to me, due before now, oldest first (at most 50). */
  todos_overdue: z.array(dashboardTodoSchema),
  running_timer: timingViewSchema.nullable(),
  /** Stopped entries started this ISO week (Europe/Rome). */
  minutes_this_week: z.number().int(),
  week_target_minutes: z.number().int(),
  server_time: instantSchema,
});
export type MyDashboard = z.infer<typeof myDashboardSchema>;

export const myDashboardEndpoint = defineEndpoint({
  operationId: 'myDashboard',
  method: 'GET',
  path: '/dashboard/me',
  summary: 'Widget della dashboard: i miei to-do di oggi e scaduti, timer, ore della settimana',
  response: myDashboardSchema,
});
