import { z } from 'zod';
import { optionalTextSchema, recordCodeSchema } from '../common/fields.ts';
import {
  optionalRefIdSchema,
  queryRefIdSchema,
  recordStampsShape,
  refIdSchema,
  withVersion,
} from '../common/id.ts';
import { recordList } from '../common/record-list.ts';
import { dayStringSchema, optionalDaySchema } from '../todos/time-fields.ts';

export const projectSchema = z.object({
  id: z.number().int(),
  /** Short unique code (e.g. `2026-ROSSI-WEB`), upper-case. */
  code: z.string(),
  name: z.string(),
  client_id: z.number().int().nullable(),
  /** Contract the project works for (see docs/modules/contracts.md), optional. */
  contract_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  manager_id: z.number().int().nullable(),
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  /** Hours budget in minutes. */
  budget_minutes: z.number().int().nullable(),
  budget_amount_cents: z.number().int().nullable(),
  /** `#rrggbb`. */
  color: z.string().nullable(),
  description: z.string().nullable(),
  ...recordStampsShape,
});
export type Project = z.infer<typeof projectSchema>;

export const userRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** A project as the API answers it: fields plus display names resolved on the server. */
export const projectViewSchema = projectSchema.extend({
  client_name: z.string().nullable(),
  state_name: z.string().nullable(),
  state_color: z.string().nullable(),
  /** The state is a closed one (Completato, Annullato). */
  state_is_closed: z.boolean(),
  category_name: z.string().nullable(),
  manager_name: z.string().nullable(),
  /** Members, by surname. */
  members: z.array(userRefSchema),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

const projectInputShape = {
  code: recordCodeSchema(/^[A-Z0-9][A-Z0-9._/-]*$/, 'Solo lettere, cifre e . _ / -'),
  name: z.string().trim().min(1, 'Inserisci il nome').max(200, 'Al massimo 200 caratteri'),
  client_id: optionalRefIdSchema,
  contract_id: optionalRefIdSchema,
  state_id: optionalRefIdSchema,
  category_id: optionalRefIdSchema,
  manager_id: optionalRefIdSchema,
  member_ids: z.array(refIdSchema).max(100).default([]),
  start_date: optionalDaySchema,
  due_date: optionalDaySchema,
  budget_minutes: z.number().int().min(0, 'Non può essere negativo').max(10_000_000).nullable().default(null),
  budget_amount_cents: z.number().int().min(0, 'Non può essere negativo').nullable().default(null),
  color: z
    .union([z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colore non valido (#rrggbb)'), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  description: optionalTextSchema(20_000),
};

function datesInOrder<S extends z.ZodType<{ start_date: string | null; due_date: string | null }>>(
  schema: S,
): S {
  return schema.refine((p) => !p.start_date || !p.due_date || p.start_date <= p.due_date, {
    message: 'La scadenza precede l’inizio',
    path: ['due_date'],
  }) as unknown as S;
}

export const createProjectInputSchema = datesInOrder(z.object(projectInputShape));
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

/** PUT: the whole project with the `updated_at` it was read at (stale → 409). */
export const updateProjectInputSchema = datesInOrder(withVersion(projectInputShape));
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;

export const { sortColumns: projectSortColumns, query: projectListQuerySchema } = recordList({
  sort: ['code', 'name', 'client_id', 'state_id', 'category_id', 'manager_id', 'start_date', 'due_date'],
  defaultSort: 'code',
  filters: {
    state_id: queryRefIdSchema,
    category_id: queryRefIdSchema,
    client_id: queryRefIdSchema,
    /** The contract's projects (its detail page links them). */
    contract_id: queryRefIdSchema,
    manager_id: queryRefIdSchema,
    /** Projects this user is a member of. */
    member_id: queryRefIdSchema,
    /** Due on or before this day. */
    due_before: dayStringSchema.optional(),
    /** Due on or after this day. */
    due_after: dayStringSchema.optional(),
    /**
     * Projects whose hours used (stopped time entries) reach this percent of their hours budget.
     * The amount used is the hours' share of the amount budget, so it reaches the same percent; a
     * project without an hours budget never matches. The dashboard links here with 80.
     */
    budget_used_min_percent: z.coerce
      .number({ error: 'Percentuale non valida' })
      .int('Percentuale non valida')
      .min(1, 'Percentuale non valida: da 1 a 1000')
      .max(1_000, 'Percentuale non valida: da 1 a 1000')
      .optional(),
  },
});
export type ProjectSortColumn = (typeof projectSortColumns)[number];
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** Panoramica: budget vs used (from time entries) and to-do counts. */
export const projectSummarySchema = z.object({
  budget_minutes: z.number().int().nullable(),
  minutes_used: z.number().int(),
  billable_minutes_used: z.number().int(),
  /** minutes_used / budget_minutes × 100, null without a budget. */
  budget_used_percent: z.number().nullable(),
  budget_amount_cents: z.number().int().nullable(),
  /**
   * The hours' share of the amount budget (no hourly rates): budget_amount_cents × minutes_used /
   * budget_minutes, rounded to the cent; null without both budgets.
   */
  budget_amount_used_cents: z.number().int().nullable(),
  todos_open: z.number().int(),
  todos_closed: z.number().int(),
  todos_overdue: z.number().int(),
  time_entries: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
