import { z } from 'zod';
import { choicesOf } from '../common/choices.ts';
import { MAX_ID, optionalRefIdSchema, queryRefIdSchema, refIdSchema, versionSchema } from '../common/id.ts';
import { optionalStringSchema } from '../common/italian/schemas.ts';
import { dayStringSchema } from '../todos/time-fields.ts';

/**
 * Events ("appuntamenti") of the shared calendars. Times are Europe/Rome wall-clock: a timed event's
 * `start`/`end` are `YYYY-MM-DDTHH:mm` (Rome), an all-day event's are days `YYYY-MM-DD` with `end`
 * inclusive. A recurring event carries an RFC 5545 RRULE (`FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10`),
 * expanded in Europe/Rome so 09:00 stays 09:00 across the clock change.
 */

/** Rome wall-clock `YYYY-MM-DDTHH:mm`, a real date and time. */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Data e ora non valide (AAAA-MM-GGTHH:MM)')
  .refine((value) => {
    const d = new Date(`${value}:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === value;
  }, 'Data e ora non valide');

/** A day or a Rome wall-clock time: what `start`/`end` and an occurrence's start are. */
export const eventTimeSchema = z.union([localDateTimeSchema, dayStringSchema], {
  error: 'Data non valida: GG/MM/AAAA, con l’ora per un evento non di tutto il giorno',
});

export const RRULE_MAX = 500;
export const SCHEDULE_REMINDER_MAX_MINUTES = 40_320; // four weeks
/** The widest window `GET /schedules` expands (a year view of the agenda). */
export const SCHEDULE_WINDOW_MAX_DAYS = 400;

/** Reminder choices offered by the form (minutes before the start); any 0..4 weeks is accepted. */
export const scheduleReminderChoices = [0, 5, 15, 30, 60, 120, 1_440, 2_880, 10_080] as const;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The RRULE value alone (no `RRULE:` prefix, no DTSTART): checked for syntax here, for meaning on the server. */
export const rruleSchema = z
  .string()
  .overwrite((value) =>
    value
      .trim()
      .replace(/^RRULE:/i, '')
      .toUpperCase(),
  )
  .max(RRULE_MAX, 'Regola di ripetizione troppo lunga')
  .regex(/^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+\-:]+)*$/, 'Regola di ripetizione non valida')
  .nullable()
  .default(null)
  .overwrite((value) => (value === '' ? null : value));

const attendeeIdsSchema = z
  .array(refIdSchema, { error: 'Partecipanti non validi' })
  .max(200, 'Al massimo 200 partecipanti')
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const scheduleInputShape = {
  calendar_id: z.number({ error: 'Scegli il calendario' }).int().positive('Scegli il calendario').max(MAX_ID),
  title: z
    .string({ error: 'Inserisci il titolo' })
    .overwrite(tidy)
    .min(1, 'Inserisci il titolo')
    .max(200, 'Al massimo 200 caratteri'),
  description: optionalStringSchema((value) => value.trim(), 5_000),
  location: optionalStringSchema(tidy, 300),
  all_day: z.boolean().default(false),
  start: eventTimeSchema,
  end: eventTimeSchema,
  rrule: rruleSchema,
  /** Recurring only: an occurrence falling on an Italian public holiday (or the patron day) is skipped. */
  skip_holidays: z.boolean().default(false),
  client_id: optionalRefIdSchema,
  project_id: optionalRefIdSchema,
  attendee_ids: attendeeIdsSchema,
  reminder_minutes: z
    .number({ error: 'Promemoria non valido' })
    .int('Promemoria non valido')
    .min(0, 'Promemoria non valido')
    .max(SCHEDULE_REMINDER_MAX_MINUTES, 'Il promemoria va al massimo a quattro settimane prima')
    .nullable()
    .default(null),
};

const timesAgree = (value: { all_day: boolean; start: string; end: string }) =>
  value.all_day
    ? value.start.length === 10 && value.end.length === 10
    : value.start.length === 16 && value.end.length === 16;
const endAfterStart = (value: { all_day: boolean; start: string; end: string }) =>
  value.all_day ? value.end >= value.start : value.end > value.start;

function refined<T extends z.ZodType<{ all_day: boolean; start: string; end: string }>>(schema: T) {
  return schema
    .refine(timesAgree, {
      message: 'Per un evento di tutto il giorno indica solo le date, altrimenti data e ora',
      path: ['start'],
    })
    .refine(endAfterStart, { message: 'La fine deve essere dopo l’inizio', path: ['end'] });
}

export const createScheduleInputSchema = refined(z.object(scheduleInputShape));
export type CreateScheduleInput = z.infer<typeof createScheduleInputSchema>;

/** Which part of a recurring series an edit or a delete touches. */
export const {
  values: seriesScopes,
  schema: seriesScopeSchema,
  labels: seriesScopeLabels,
} = choicesOf(
  { this: 'Solo questo evento', following: 'Questo e i successivi', all: 'Tutta la serie' },
  'Scelta non valida',
);
export type SeriesScope = z.infer<typeof seriesScopeSchema>;

/**
 * PUT: the whole event with the `updated_at` read (stale → 409). On a recurring event `scope` says
 * what changes and `occurrence_start` (the occurrence's start as the series has it) which
 * occurrence: `this` detaches it as an event of its own, `following` ends the series before it and
 * starts a new one there, `all` edits the series (default).
 */
export const updateScheduleInputSchema = refined(
  z.object({
    ...scheduleInputShape,
    updated_at: versionSchema,
    scope: seriesScopeSchema.default('all'),
    occurrence_start: eventTimeSchema.nullable().default(null),
  }),
);
export type UpdateScheduleInput = z.infer<typeof updateScheduleInputSchema>;

/** A drag or a resize: the new start and end of one occurrence (scope as for PUT). */
export const moveScheduleInputSchema = z
  .object({
    start: eventTimeSchema,
    end: eventTimeSchema,
    all_day: z.boolean(),
    updated_at: versionSchema,
    scope: seriesScopeSchema.default('this'),
    occurrence_start: eventTimeSchema.nullable().default(null),
  })
  .refine(timesAgree, { message: 'Data e ora non valide', path: ['start'] })
  .refine(endAfterStart, { message: 'La fine deve essere dopo l’inizio', path: ['end'] });
export type MoveScheduleInput = z.infer<typeof moveScheduleInputSchema>;

export const deleteScheduleQuerySchema = z.object({
  scope: seriesScopeSchema.default('all'),
  occurrence_start: eventTimeSchema.optional(),
});
export type DeleteScheduleQuery = z.infer<typeof deleteScheduleQuerySchema>;

/** `1,2,3` in a query string → ids (empty → undefined = no filter). */
export const queryIdListSchema = z
  .string()
  .max(2_000)
  .regex(/^\d+(,\d+)*$/, 'Elenco non valido')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id > 0 && id <= MAX_ID), 'Identificativo fuori intervallo')
  .optional();

/**
 * The occurrences in a window of days (`from` ≤ day ≤ `to`, Rome): the calendars shown
 * (`calendar_ids`, all when absent), whose (`user_ids`: organised or attended by them; the
 * signed-in user when absent, everyone's needs view_all_schedules), a group's members
 * (`group_id`), a client's or a project's.
 */
export const scheduleWindowQuerySchema = z
  .object({
    from: dayStringSchema,
    to: dayStringSchema,
    calendar_ids: queryIdListSchema,
    user_ids: queryIdListSchema,
    group_id: queryRefIdSchema,
    client_id: queryRefIdSchema,
    project_id: queryRefIdSchema,
  })
  .refine((value) => value.to >= value.from, { message: 'La fine precede l’inizio', path: ['to'] })
  .refine(
    (value) =>
      (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000 <=
      SCHEDULE_WINDOW_MAX_DAYS,
    { message: `Al massimo ${SCHEDULE_WINDOW_MAX_DAYS} giorni alla volta`, path: ['to'] },
  );
export type ScheduleWindowQuery = z.infer<typeof scheduleWindowQuerySchema>;

/** Read-only layers over the events. */
export const {
  values: overlayKinds,
  schema: overlayKindSchema,
  labels: overlayKindLabels,
} = choicesOf(
  {
    holidays: 'Festività',
    todos: 'Scadenze to-do',
    contracts: 'Scadenze contratti',
  },
  'Livello non valido',
);
export type OverlayKind = z.infer<typeof overlayKindSchema>;

export const scheduleOverlayQuerySchema = z.object({
  from: dayStringSchema,
  to: dayStringSchema,
  kinds: z
    .string()
    .max(100)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(overlayKindSchema))
    .optional(),
});
export type ScheduleOverlayQuery = z.infer<typeof scheduleOverlayQuerySchema>;

/** Import of an iCalendar file (its text) into one calendar. */
export const scheduleImportInputSchema = z.object({
  calendar_id: z.number({ error: 'Scegli il calendario' }).int().positive('Scegli il calendario').max(MAX_ID),
  ics: z
    .string({ error: 'Scegli un file .ics' })
    .min(1, 'Il file è vuoto')
    .max(2_000_000, 'File troppo grande: al massimo 2 MB'),
});
export type ScheduleImportInput = z.infer<typeof scheduleImportInputSchema>;
