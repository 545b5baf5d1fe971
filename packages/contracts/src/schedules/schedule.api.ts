import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { instantSchema } from '../common/id.ts';
import { deleteResultSchema } from '../common/records.ts';
import {
  createScheduleInputSchema,
  deleteScheduleQuerySchema,
  moveScheduleInputSchema,
  overlayKindSchema,
  scheduleImportInputSchema,
  scheduleOverlayQuerySchema,
  scheduleWindowQuerySchema,
  updateScheduleInputSchema,
} from './schedule.schemas.ts';

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** An event as stored (a series when `rrule` is set), with display names. */
export const scheduleViewSchema = z.object({
  id: z.number().int(),
  calendar_id: z.number().int(),
  calendar_name: z.string().nullable(),
  color: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  all_day: z.boolean(),
  start: z.string(),
  end: z.string(),
  rrule: z.string().nullable(),
  /** Occurrence starts removed from the series (deleted or detached). */
  exdates: z.array(z.string()),
  skip_holidays: z.boolean(),
  /** An occurrence detached from a series ("Solo questo evento"): the series and the start it replaced. */
  series_id: z.number().int().nullable(),
  recurrence_start: z.string().nullable(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_code: z.string().nullable(),
  project_name: z.string().nullable(),
  attendees: z.array(personSchema),
  reminder_minutes: z.number().int().nullable(),
  /** The organiser. */
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  /** Whether the signed-in user may edit, move and delete it. */
  can_edit: z.boolean(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type ScheduleView = z.infer<typeof scheduleViewSchema>;

export const scheduleResponseSchema = z.object({ schedule: scheduleViewSchema });
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** One occurrence in a window: what a calendar draws. */
export const scheduleOccurrenceSchema = z.object({
  /** The event (series) id. */
  id: z.number().int(),
  /** Unique in the answer: `<id>@<occurrence_start>`. */
  key: z.string(),
  calendar_id: z.number().int(),
  color: z.string().nullable(),
  title: z.string(),
  location: z.string().nullable(),
  all_day: z.boolean(),
  /** This occurrence's start and end (Rome wall-clock, or days with an inclusive end). */
  start: z.string(),
  end: z.string(),
  /** The start the series gives this occurrence: pass it back with a scoped edit. */
  occurrence_start: z.string(),
  recurring: z.boolean(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  project_id: z.number().int().nullable(),
  attendee_ids: z.array(z.number().int()),
  created_by: z.number().int().nullable(),
  can_edit: z.boolean(),
  updated_at: instantSchema,
});
export type ScheduleOccurrence = z.infer<typeof scheduleOccurrenceSchema>;

export const scheduleWindowSchema = z.object({
  data: z.array(scheduleOccurrenceSchema),
  meta: z.object({ from: z.string(), to: z.string(), total: z.number().int() }),
});
export type ScheduleWindow = z.infer<typeof scheduleWindowSchema>;

/** A read-only item drawn over the events: a holiday, a to-do due, a contract's end or notice date. */
export const scheduleOverlaySchema = z.object({
  kind: overlayKindSchema,
  key: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD`, or a Rome wall-clock time for a to-do due at a time. */
  start: z.string(),
  all_day: z.boolean(),
  /** The web path it opens (`/todos/12/detail`), null for a holiday. */
  href: z.string().nullable(),
});
export type ScheduleOverlay = z.infer<typeof scheduleOverlaySchema>;
export const scheduleOverlayListSchema = z.object({ data: z.array(scheduleOverlaySchema) });
export type ScheduleOverlayList = z.infer<typeof scheduleOverlayListSchema>;

/**
 * Read: view_schedules (own and attended events), view_all_schedules (everyone's). Write:
 * manage_schedules, on events the user organises or attends; others' need view_all_schedules too.
 */
export const listSchedulesEndpoint = defineEndpoint({
  operationId: 'listSchedules',
  method: 'GET',
  path: '/schedules',
  summary: 'Appuntamenti in un intervallo di giorni (ricorrenze espanse in Europe/Rome)',
  query: scheduleWindowQuerySchema,
  response: scheduleWindowSchema,
});

export const createScheduleEndpoint = defineEndpoint({
  operationId: 'createSchedule',
  method: 'POST',
  path: '/schedules',
  summary: 'Nuovo appuntamento (RRULE RFC 5545 per la ripetizione)',
  body: createScheduleInputSchema,
  response: scheduleResponseSchema,
});

export const getScheduleEndpoint = defineEndpoint({
  operationId: 'getSchedule',
  method: 'GET',
  path: '/schedules/:id',
  summary: 'Un appuntamento (la serie, se ricorrente)',
  response: scheduleResponseSchema,
});

export const updateScheduleEndpoint = defineEndpoint({
  operationId: 'updateSchedule',
  method: 'PUT',
  path: '/schedules/:id',
  summary: 'Modifica un appuntamento, una sua ricorrenza o le successive (409 se updated_at è vecchio)',
  body: updateScheduleInputSchema,
  response: scheduleResponseSchema,
});

export const moveScheduleEndpoint = defineEndpoint({
  operationId: 'moveSchedule',
  method: 'POST',
  path: '/schedules/:id/move',
  summary: 'Sposta o ridimensiona un appuntamento (trascinamento nel calendario)',
  body: moveScheduleInputSchema,
  response: scheduleResponseSchema,
});

export const deleteScheduleEndpoint = defineEndpoint({
  operationId: 'deleteSchedule',
  method: 'DELETE',
  path: '/schedules/:id',
  summary: 'Elimina un appuntamento, una sua ricorrenza o le successive',
  query: deleteScheduleQuerySchema,
  response: deleteResultSchema,
});

export const scheduleActivityEndpoint = defineEndpoint({
  operationId: 'scheduleActivity',
  method: 'GET',
  path: '/schedules/:id/activity',
  summary: 'Attività dell’appuntamento',
  query: activityQuerySchema,
  response: activityPageSchema,
});

export const listScheduleOverlaysEndpoint = defineEndpoint({
  operationId: 'listScheduleOverlays',
  method: 'GET',
  path: '/schedules/overlays',
  summary: 'Festività (con il santo patrono), scadenze dei to-do e dei contratti in un intervallo',
  query: scheduleOverlayQuerySchema,
  response: scheduleOverlayListSchema,
});

export const scheduleImportReportSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ uid: z.string().nullable(), message: z.string() })),
});
export type ScheduleImportReport = z.infer<typeof scheduleImportReportSchema>;

export const importSchedulesEndpoint = defineEndpoint({
  operationId: 'importSchedules',
  method: 'POST',
  path: '/schedules/import',
  summary: 'Importa un file iCalendar (.ics) in un calendario, ricorrenze comprese',
  body: scheduleImportInputSchema,
  response: scheduleImportReportSchema,
});

/** The signed-in user's secret feed address, or null before the first one is made. */
export const scheduleFeedSchema = z.object({
  url: z.string().nullable(),
  created_at: instantSchema.nullable(),
});
export type ScheduleFeed = z.infer<typeof scheduleFeedSchema>;

export const getScheduleFeedEndpoint = defineEndpoint({
  operationId: 'getScheduleFeed',
  method: 'GET',
  path: '/schedules/feed',
  summary: 'Indirizzo del proprio calendario ICS',
  response: scheduleFeedSchema,
});

export const regenerateScheduleFeedEndpoint = defineEndpoint({
  operationId: 'regenerateScheduleFeed',
  method: 'POST',
  path: '/schedules/feed',
  summary: 'Genera un nuovo indirizzo ICS (il precedente smette di funzionare)',
  response: scheduleFeedSchema,
});

/** Upcoming occurrences of the signed-in user (dashboard), with the reminders due among them. */
export const scheduleUpcomingSchema = z.object({
  data: z.array(scheduleOccurrenceSchema.extend({ reminder_due: z.boolean() })),
});
export type ScheduleUpcoming = z.infer<typeof scheduleUpcomingSchema>;

export const upcomingSchedulesEndpoint = defineEndpoint({
  operationId: 'upcomingSchedules',
  method: 'GET',
  path: '/schedules/upcoming',
  summary: 'I prossimi appuntamenti dell’utente (7 giorni), con i promemoria scattati',
  response: scheduleUpcomingSchema,
});
