import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';
import { notificationSchema } from '../notifications/notification.api.ts';
import { scheduleUpcomingSchema } from '../schedules/schedule.api.ts';
import { timingViewSchema } from '../timings/timing.schemas.ts';
import { todoPrioritySchema } from '../todos/todo.schemas.ts';

/**
 * `/dashboard`: every widget in one call (`GET /api/dashboard`), each null when the user may not
 * see what it counts; and the user's layout (which widgets, in which order, hidden or shown).
 * Every count is the `total` of the list the widget links to, with the filters the widget names.
 */

export const DASHBOARD_WIDGETS = [
  'my_todos',
  'time',
  'upcoming_events',
  'pipeline',
  'expiring_contracts',
  'projects_over_budget',
  'recent_activity',
  'notifications',
] as const;
export type DashboardWidgetKey = (typeof DASHBOARD_WIDGETS)[number];
export const dashboardWidgetKeySchema = z.enum(DASHBOARD_WIDGETS, { error: 'Widget sconosciuto' });

export const DASHBOARD_WIDGET_LABELS: Record<DashboardWidgetKey, string> = {
  my_todos: 'I miei to-do',
  time: 'Timer e ore della settimana',
  upcoming_events: 'Prossimi appuntamenti',
  pipeline: 'Pipeline delle opportunità',
  expiring_contracts: 'Contratti in scadenza',
  projects_over_budget: 'Progetti oltre l’80% del budget',
  recent_activity: 'Attività recenti',
  notifications: 'Notifiche non lette',
};

/** Contracts ending within this many days count as expiring (the list's `expiring_within_days`). */
export const DASHBOARD_EXPIRING_DAYS = 60;
/** A project is shown once its used hours or amount reach this share of its budget (percent). */
export const DASHBOARD_BUDGET_THRESHOLD_PERCENT = 80;

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

export const dashboardMyTodosSchema = z.object({
  /** Open to-dos assigned to me due today (Europe/Rome), at most 10, by due time. */
  today: z.array(dashboardTodoSchema),
  /** The list's total for the same filter (may exceed the items). */
  today_count: z.number().int(),
  overdue: z.array(dashboardTodoSchema),
  overdue_count: z.number().int(),
});

export const dashboardTimeSchema = z.object({
  running_timer: timingViewSchema.nullable(),
  /** Minutes of the entries started this ISO week (Europe/Rome). */
  minutes_this_week: z.number().int(),
  week_target_minutes: z.number().int(),
  /** Minutes per day of this week, Monday first (7 numbers), for the bar chart. */
  minutes_by_day: z.array(z.number().int()).length(7),
});

export const dashboardPipelineStateSchema = z.object({
  state_id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  /** Open (not archived) opportunities in this state. */
  count: z.number().int(),
  amount_cents: z.number().int(),
  /** Σ probability × amount, in cents (rounded once at the end). */
  weighted_cents: z.number().int(),
});

export const dashboardPipelineSchema = z.object({
  /** Every opportunity state in its lookup order, empty states included. */
  states: z.array(dashboardPipelineStateSchema),
  total_count: z.number().int(),
  total_cents: z.number().int(),
  weighted_cents: z.number().int(),
});

export const dashboardContractSchema = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  title: z.string(),
  client_name: z.string().nullable(),
  end_on: z.string(),
  amount_cents: z.number().int(),
});

export const dashboardExpiringContractsSchema = z.object({
  within_days: z.number().int(),
  /** The contracts list's total with `expiring_within_days`. */
  count: z.number().int(),
  items: z.array(dashboardContractSchema),
});

export const dashboardProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client_name: z.string().nullable(),
  budget_minutes: z.number().int().nullable(),
  used_minutes: z.number().int(),
  budget_amount_cents: z.number().int().nullable(),
  used_amount_cents: z.number().int(),
  /** The larger of hours used / budget and amount used / budget, in percent (rounded down). */
  percent: z.number().int(),
});

export const dashboardProjectsOverBudgetSchema = z.object({
  threshold_percent: z.number().int(),
  /** The projects list's total with its over-budget filter. */
  count: z.number().int(),
  items: z.array(dashboardProjectSchema),
});

export const dashboardActivitySchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entity_id: z.number().int(),
  action: z.string(),
  /** Italian sentence: "Mario Rossi ha modificato il cliente Rossi S.r.l." */
  text: z.string(),
  user_name: z.string().nullable(),
  created_at: instantSchema,
  /** The record's app path, null when it is gone. */
  path: z.string().nullable(),
});

export const dashboardNotificationsSchema = z.object({
  unread_count: z.number().int(),
  items: z.array(notificationSchema),
});

export const dashboardSchema = z.object({
  server_time: instantSchema,
  my_todos: dashboardMyTodosSchema.nullable(),
  time: dashboardTimeSchema.nullable(),
  upcoming_events: scheduleUpcomingSchema.nullable(),
  pipeline: dashboardPipelineSchema.nullable(),
  expiring_contracts: dashboardExpiringContractsSchema.nullable(),
  projects_over_budget: dashboardProjectsOverBudgetSchema.nullable(),
  recent_activity: z.object({ items: z.array(dashboardActivitySchema) }).nullable(),
  notifications: dashboardNotificationsSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardEndpoint = defineEndpoint({
  operationId: 'dashboard',
  method: 'GET',
  path: '/dashboard',
  summary: 'Dashboard: tutti i widget in una chiamata (null dove l’utente non ha il permesso)',
  response: dashboardSchema,
});

export const dashboardLayoutItemSchema = z.object({
  key: dashboardWidgetKeySchema,
  hidden: z.boolean(),
});

/** The widgets in the user's order; a widget missing from a saved layout is appended, shown. */
export const dashboardLayoutSchema = z.object({
  widgets: z.array(dashboardLayoutItemSchema),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

export const saveDashboardLayoutInputSchema = z.object({
  widgets: z
    .array(dashboardLayoutItemSchema, { error: 'Elenco dei widget non valido' })
    .max(DASHBOARD_WIDGETS.length, 'Elenco dei widget non valido')
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, 'Un widget compare due volte'),
});

export const dashboardLayoutEndpoint = defineEndpoint({
  operationId: 'dashboardLayout',
  method: 'GET',
  path: '/dashboard/layout',
  summary: 'Ordine e visibilità dei widget della dashboard dell’utente',
  response: dashboardLayoutSchema,
});

export const saveDashboardLayoutEndpoint = defineEndpoint({
  operationId: 'saveDashboardLayout',
  method: 'PUT',
  path: '/dashboard/layout',
  summary: 'Salva ordine e visibilità dei widget della dashboard',
  body: saveDashboardLayoutInputSchema,
  response: dashboardLayoutSchema,
});
