import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { optionalTextSchema } from '../common/fields.ts';
import {
  instantSchema,
  optionalRefIdSchema,
  queryRefIdSchema,
  recordStampsShape,
  refIdSchema,
  versionSchema,
  withVersion,
} from '../common/id.ts';
import { paginationQuerySchema } from '../common/pagination.ts';
import { recordSortColumns, sortSchema } from '../common/sort.ts';
import { userRefSchema } from '../projects/project.schemas.ts';
import {
  dueInputMs,
  instantInputSchema,
  optionalDaySchema,
  optionalDueInputSchema,
  optionalInstantInputSchema,
  queryFlagSchema,
} from './time-fields.ts';

/** Priority keys (code) with their Italian labels. Stored as a rank 1–4 (the keys' order) for sorting. */
export const {
  values: todoPriorities,
  schema: todoPrioritySchema,
  labels: todoPriorityLabels,
} = choicesOf({ low: 'Bassa', medium: 'Media', high: 'Alta', urgent: 'Urgente' }, 'Priorità non valida');
export type TodoPriority = z.infer<typeof todoPrioritySchema>;

/** Keys of the `todo_type_repeat` lookup. */
export const repeatTypes = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export const repeatTypeSchema = z.enum(repeatTypes, { error: 'Ripetizione non valida' });
export type RepeatType = z.infer<typeof repeatTypeSchema>;

/** Keys of the `todo_type_end_repeat` lookup. */
export const endRepeatTypes = ['never', 'after', 'on_date'] as const;
export const endRepeatTypeSchema = z.enum(endRepeatTypes, { error: 'Fine ripetizione non valida' });
export type EndRepeatType = z.infer<typeof endRepeatTypeSchema>;

/**
 * Recurrence of a to-do, in Europe/Rome wall time of its due (or start) instant: every `interval`
 * days/weeks/months/years; weekly on `weekdays` (1 = Monday … 7 = Sunday; empty = the due day's
 * weekday). Monthly on the 29th–31st falls on the LAST day of shorter months (clamp); yearly on
 * 29 February falls on 28 February in common years. End: never, after `end_count` occurrences in
 * all (the first included), or on `end_date` (last possible day, inclusive).
 */
export const recurrenceSchema = z.object({
  type_repeat: repeatTypeSchema,
  interval: z.number().int().min(1, 'Almeno 1').max(999, 'Al massimo 999'),
  weekdays: z.array(z.number().int().min(1).max(7)),
  type_end_repeat: endRepeatTypeSchema,
  end_count: z.number().int().nullable(),
  end_date: z.string().nullable(),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const noRecurrence: Recurrence = {
  type_repeat: 'none',
  interval: 1,
  weekdays: [],
  type_end_repeat: 'never',
  end_count: null,
  end_date: null,
};

/** The recurrence part of a form; defaults to no repetition. */
export const recurrenceInputSchema = z
  .object({
    type_repeat: repeatTypeSchema.default('none'),
    interval: z.number().int().min(1, 'Almeno 1').max(999, 'Al massimo 999').default(1),
    weekdays: z
      .array(z.number().int().min(1).max(7, 'Giorno non valido'))
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    type_end_repeat: endRepeatTypeSchema.default('never'),
    end_count: z.number().int().min(1, 'Almeno 1').max(10_000).nullable().default(null),
    end_date: optionalDaySchema,
  })
  .superRefine((r, ctx) => {
    if (r.type_repeat === 'none') return;
    if (r.type_end_repeat === 'after' && r.end_count === null)
      ctx.addIssue({ code: 'custom', message: 'Indica il numero di ripetizioni', path: ['end_count'] });
    if (r.type_end_repeat === 'on_date' && r.end_date === null)
      ctx.addIssue({ code: 'custom', message: 'Indica la data di fine', path: ['end_date'] });
  })
  .transform(
    (r): Recurrence =>
      r.type_repeat === 'none'
        ? noRecurrence
        : {
            ...r,
            weekdays: r.type_repeat === 'weekly' ? r.weekdays : [],
            end_count: r.type_end_repeat === 'after' ? r.end_count : null,
            end_date: r.type_end_repeat === 'on_date' ? r.end_date : null,
          },
  );
export type RecurrenceInput = z.input<typeof recurrenceInputSchema>;

export const checklistProgressSchema = z.object({ total: z.number().int(), done: z.number().int() });
export type ChecklistProgress = z.infer<typeof checklistProgressSchema>;

export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  project_id: z.number().int().nullable(),
  client_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  priority: todoPrioritySchema,
  start_at: instantSchema.nullable(),
  due_at: instantSchema.nullable(),
  /** true: due the whole day of `due_at` (a date without a time; `due_at` is that day's end in Europe/Rome). */
  due_all_day: z.boolean(),
  estimate_minutes: z.number().int().nullable(),
  recurrence: recurrenceSchema,
  /** Id shared by every occurrence of a recurring series (the first occurrence's id); null if not recurring. */
  series_id: z.number().int().nullable(),
  /** 1 for the first occurrence of a series, 2 for the next… */
  occurrence_index: z.number().int(),
  completed_at: instantSchema.nullable(),
  /** archived_at: set when deleting found time entries on it: out of the lists until restored. */
  ...recordStampsShape,
});
export type Todo = z.infer<typeof todoSchema>;

export const todoViewSchema = todoSchema.extend({
  project_name: z.string().nullable(),
  project_code: z.string().nullable(),
  client_name: z.string().nullable(),
  state_name: z.string().nullable(),
  state_color: z.string().nullable(),
  state_is_closed: z.boolean(),
  category_name: z.string().nullable(),
  assignees: z.array(userRefSchema),
  checklist: checklistProgressSchema,
  /** Due before now and not in a closed state. */
  overdue: z.boolean(),
});
export type TodoView = z.infer<typeof todoViewSchema>;

const todoInputShape = {
  title: z.string().trim().min(1, 'Inserisci il titolo').max(300, 'Al massimo 300 caratteri'),
  description: optionalTextSchema(20_000),
  project_id: optionalRefIdSchema,
  client_id: optionalRefIdSchema,
  /** Users assigned; the form preselects "me". */
  assignee_ids: z.array(refIdSchema).max(50).default([]),
  /** Null → the first `todo_states` state (Da fare). */
  state_id: optionalRefIdSchema,
  category_id: optionalRefIdSchema,
  priority: todoPrioritySchema.default('medium'),
  start_at: optionalInstantInputSchema,
  /** An instant, or a day `YYYY-MM-DD` alone: due that whole day. */
  due_at: optionalDueInputSchema,
  estimate_minutes: z.number().int().min(0).max(100_000).nullable().default(null),
};

function todoRules<S extends z.ZodType<{ start_at: string | null; due_at: string | null }>>(schema: S): S {
  return schema.refine((t) => !t.start_at || !t.due_at || Date.parse(t.start_at) <= dueInputMs(t.due_at), {
    message: 'La scadenza precede l’inizio',
    path: ['due_at'],
  }) as unknown as S;
}

/** A recurring to-do needs a due (or start) date/time: the series is computed from it. */
export const createTodoInputSchema = todoRules(
  z.object({ ...todoInputShape, recurrence: recurrenceInputSchema.optional() }),
).refine((t) => !t.recurrence || t.recurrence.type_repeat === 'none' || t.due_at || t.start_at, {
  message: 'Per ripetere un to-do serve una scadenza',
  path: ['due_at'],
});
export type CreateTodoInput = z.infer<typeof createTodoInputSchema>;

/** PUT: the whole to-do (recurrence excluded: PUT /todos/{id}/recurrence), with its updated_at. */
export const updateTodoInputSchema = todoRules(withVersion(todoInputShape));
export type UpdateTodoInput = z.infer<typeof updateTodoInputSchema>;

/** Board drag or a quick state change; assignees may do it without manage_todos. */
export const setTodoStateInputSchema = z.object({
  state_id: refIdSchema,
  updated_at: instantSchema.optional(),
});
export type SetTodoStateInput = z.infer<typeof setTodoStateInputSchema>;

/** Edit or stop (type_repeat none) the series from this occurrence on. */
export const setTodoRecurrenceInputSchema = z.object({
  recurrence: recurrenceInputSchema,
  updated_at: versionSchema,
});
export type SetTodoRecurrenceInput = z.infer<typeof setTodoRecurrenceInputSchema>;

export const todoSortColumns = recordSortColumns(
  'title',
  'due_at',
  'start_at',
  'priority',
  'state_id',
  'category_id',
  'project_id',
);
export type TodoSortColumn = (typeof todoSortColumns)[number];

/** `me` (default), `all`, or a user id. */
export const assigneeFilterSchema = z
  .union([z.literal('me'), z.literal('all'), z.coerce.number().int().positive()])
  .default('me');

export const todoFilterShape = {
  assignee: assigneeFilterSchema,
  state_id: queryRefIdSchema,
  category_id: queryRefIdSchema,
  project_id: queryRefIdSchema,
  client_id: queryRefIdSchema,
  priority: todoPrioritySchema.optional(),
  /** Due at or after this instant. */
  due_from: instantInputSchema.optional(),
  /** Due before this instant. */
  due_to: instantInputSchema.optional(),
  /** true: only overdue (due in the past, state not closed). */
  overdue: queryFlagSchema,
  /** true: only to-dos in a non-closed state; false: only closed. */
  open: queryFlagSchema,
  q: z.string().max(200).optional(),
};

export const todoListQuerySchema = paginationQuerySchema.extend({
  ...todoFilterShape,
  sort: sortSchema(todoSortColumns).default('due_at'),
});
export type TodoListQuery = z.infer<typeof todoListQuerySchema>;

/** Board: same filters, no paging; each column holds its first `per_column` cards by due date. */
export const todoBoardQuerySchema = z.object({
  ...todoFilterShape,
  per_column: z.coerce.number().int().min(1).max(200).default(50),
});
export type TodoBoardQuery = z.infer<typeof todoBoardQuerySchema>;

export const todoBoardSchema = z.object({
  columns: z.array(
    z.object({
      state_id: z.number().int(),
      name: z.string(),
      color: z.string().nullable(),
      is_closed: z.boolean(),
      /** Cards in this state matching the filters (may exceed cards.length). */
      total: z.number().int(),
      cards: z.array(todoViewSchema),
    }),
  ),
});
export type TodoBoard = z.infer<typeof todoBoardSchema>;
