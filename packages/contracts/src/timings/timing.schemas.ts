import { z } from 'zod';
import { optionalTextSchema } from '../common/fields.ts';
import {
  idSchema,
  instantSchema,
  optionalRefIdSchema,
  queryRefIdSchema,
  refIdSchema,
  withVersion,
} from '../common/id.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { exportFormatSchema } from '../common/records.ts';
import { sortSchema } from '../common/sort.ts';
import {
  dayStringSchema,
  instantInputSchema,
  isoWeekSchema,
  optionalInstantInputSchema,
  queryFlagSchema,
} from '../todos/time-fields.ts';

export const timingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  todo_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  type_id: z.number().int().nullable(),
  started_at: instantSchema,
  /** Null while the timer runs. */
  ended_at: instantSchema.nullable(),
  /** Worked minutes; 0 while running (the web computes elapsed from started_at and server_time). */
  minutes: z.number().int(),
  /** Entered as a duration only (timesheet cell, or minutes without an end): times are nominal, no overlap check. */
  duration_only: z.boolean(),
  description: z.string().nullable(),
  billable: z.boolean(),
  created_at: instantSchema,
  updated_at: instantSchema,
  created_by: z.number().int().nullable(),
});
export type Timing = z.infer<typeof timingSchema>;

export const timingViewSchema = timingSchema.extend({
  user_name: z.string().nullable(),
  todo_title: z.string().nullable(),
  project_name: z.string().nullable(),
  project_code: z.string().nullable(),
  client_name: z.string().nullable(),
  type_name: z.string().nullable(),
  running: z.boolean(),
});
export type TimingView = z.infer<typeof timingViewSchema>;

export const timingWarningSchema = z.object({ field: z.string(), message: z.string() });

/** POST/PUT answer: the saved entry and non-blocking warnings (`Si sovrappone a …`). */
export const timingSavedSchema = z.object({
  timing: timingViewSchema,
  warnings: z.array(timingWarningSchema),
});
export type TimingSaved = z.infer<typeof timingSavedSchema>;

const timingInputShape = {
  /** Null → me; another user needs manage_timings + view_all_timings. */
  user_id: optionalRefIdSchema,
  /** A to-do fills project and client from itself when they are null. */
  todo_id: optionalRefIdSchema,
  project_id: optionalRefIdSchema,
  client_id: optionalRefIdSchema,
  type_id: optionalRefIdSchema,
  started_at: instantInputSchema,
  /** With ended_at, minutes are computed from the two; without, `minutes` is required (duration only). */
  ended_at: optionalInstantInputSchema,
  minutes: z
    .number()
    .int()
    .min(1, 'Almeno 1 minuto')
    .max(24 * 60, 'Al massimo 24 ore')
    .nullable()
    .default(null),
  description: optionalTextSchema(5_000),
  billable: z.boolean().default(true),
};

function timingRules<
  S extends z.ZodType<{ started_at: string; ended_at: string | null; minutes: number | null }>,
>(schema: S): S {
  return schema.superRefine((t, ctx) => {
    if (t.ended_at === null && t.minutes === null)
      ctx.addIssue({ code: 'custom', message: 'Indica la fine o i minuti', path: ['minutes'] });
    if (t.ended_at !== null) {
      const ms = Date.parse(t.ended_at) - Date.parse(t.started_at);
      if (ms <= 0)
        ctx.addIssue({ code: 'custom', message: 'La fine deve seguire l’inizio', path: ['ended_at'] });
      else if (ms > 24 * 3_600_000)
        ctx.addIssue({ code: 'custom', message: 'Al massimo 24 ore', path: ['ended_at'] });
    }
  }) as unknown as S;
}

export const createTimingInputSchema = timingRules(z.object(timingInputShape));
export type CreateTimingInput = z.infer<typeof createTimingInputSchema>;

export const updateTimingInputSchema = timingRules(withVersion(timingInputShape));
export type UpdateTimingInput = z.infer<typeof updateTimingInputSchema>;

export const timingSortColumns = ['started_at', 'minutes', 'user_id', 'project_id', 'created_at'] as const;

/** `me` (default), `all` (view_all_timings), or a user id (others need view_all_timings). */
export const timingUserFilterSchema = z.union([z.literal('me'), z.literal('all'), idSchema]).default('me');

export const timingFilterShape = {
  user_id: timingUserFilterSchema,
  project_id: queryRefIdSchema,
  client_id: queryRefIdSchema,
  todo_id: queryRefIdSchema,
  type_id: queryRefIdSchema,
  billable: queryFlagSchema,
  /** Started on or after this day (Europe/Rome). */
  from: dayStringSchema.optional(),
  /** Started on or before this day (Europe/Rome), inclusive. */
  to: dayStringSchema.optional(),
};

export const timingListQuerySchema = paginationQuerySchema.omit({ q: true }).extend({
  ...timingFilterShape,
  sort: sortSchema(timingSortColumns).default('-started_at'),
});
export type TimingListQuery = z.infer<typeof timingListQuerySchema>;

/** Timer start: what the time goes to (none is allowed: a generic entry). */
export const startTimerInputSchema = z.object(timingInputShape).pick({
  todo_id: true,
  project_id: true,
  client_id: true,
  type_id: true,
  description: true,
  billable: true,
});
export type StartTimerInput = z.infer<typeof startTimerInputSchema>;

/** The server's clock in every timer answer, so elapsed = server_time − started_at. */
const serverTimeShape = { server_time: instantSchema };
/** The entry a start or stop stopped, if any. */
const stoppedShape = { stopped: timingViewSchema.nullable() };

/** The running timer (or null) and the server's clock. */
export const timerStateSchema = z.object({ timer: timingViewSchema.nullable(), ...serverTimeShape });
export type TimerState = z.infer<typeof timerStateSchema>;

export const timerStartedSchema = timerStateSchema.extend(stoppedShape);
export type TimerStarted = z.infer<typeof timerStartedSchema>;

export const timerStoppedSchema = z.object({ ...stoppedShape, ...serverTimeShape });
export type TimerStopped = z.infer<typeof timerStoppedSchema>;

export const timesheetQuerySchema = z.object({
  /** Default: the current week in Europe/Rome. */
  week: isoWeekSchema.optional(),
  /** Default me; others need view_all_timings. */
  user_id: queryRefIdSchema,
});
export type TimesheetQuery = z.infer<typeof timesheetQuerySchema>;

export const timesheetSchema = z.object({
  week: z.string(),
  user_id: z.number().int(),
  /** Monday … Sunday with each day's total. */
  days: z.array(z.object({ date: z.string(), minutes: z.number().int() })),
  /** One row per project (project_id null = entries without a project), minutes per day Mon–Sun. */
  rows: z.array(
    z.object({
      project_id: z.number().int().nullable(),
      project_code: z.string().nullable(),
      project_name: z.string().nullable(),
      minutes: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
  total: z.number().int(),
  /** A running timer is not counted until stopped. */
  running: z.boolean(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/**
 * Sets a cell (user, project, day) to `minutes`: the cell's own duration-only entry holds the
 * difference from the other entries of that cell (created, updated, or deleted at 0). Lower than the
 * other entries' sum → 422 (edit those entries instead).
 */
export const timesheetCellInputSchema = z.object({
  user_id: optionalRefIdSchema,
  project_id: refIdSchema.nullable(),
  date: dayStringSchema,
  minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60, 'Al massimo 24 ore'),
  type_id: optionalRefIdSchema,
});
export type TimesheetCellInput = z.infer<typeof timesheetCellInputSchema>;

export const reportGroupBySchema = z.enum(['project', 'client', 'user', 'type']);
export type ReportGroupBy = z.infer<typeof reportGroupBySchema>;

export const timingReportQuerySchema = z.object({
  from: dayStringSchema,
  to: dayStringSchema,
  group_by: reportGroupBySchema.default('project'),
  /** Default: all users with view_all_timings, else me. */
  user_id: z.union([z.literal('me'), z.literal('all'), idSchema]).optional(),
  project_id: queryRefIdSchema,
  client_id: queryRefIdSchema,
  type_id: queryRefIdSchema,
  billable: queryFlagSchema,
});
export type TimingReportQuery = z.infer<typeof timingReportQuerySchema>;

export const timingReportSchema = z.object({
  rows: z.array(
    z.object({
      /** The grouped id (null: entries without project/client/type). */
      key: z.number().int().nullable(),
      label: z.string(),
      minutes: z.number().int(),
      billable_minutes: z.number().int(),
    }),
  ),
  total: z.object({ minutes: z.number().int(), billable_minutes: z.number().int() }),
});
export type TimingReport = z.infer<typeof timingReportSchema>;

export const timingReportExportQuerySchema = timingReportQuerySchema.extend({
  format: exportFormatSchema.default('xlsx'),
});
export type TimingReportExportQuery = z.infer<typeof timingReportExportQuerySchema>;

/** The Italian word of each grouping in the export's file name. */
const reportGroupByFileWords: Record<ReportGroupBy, string> = {
  project: 'progetto',
  client: 'cliente',
  user: 'utente',
  type: 'tipo',
};

/** `ore-per-progetto-2026-03-01-2026-03-31.csv`: the server's attachment name and the web's fallback. */
export function timingReportFilename(
  query: Pick<TimingReportQuery, 'group_by' | 'from' | 'to'>,
  format: TimingReportExportQuery['format'],
): string {
  return `ore-per-${reportGroupByFileWords[query.group_by]}-${query.from}-${query.to}.${format}`;
}
