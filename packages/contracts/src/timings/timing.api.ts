import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createTimingInputSchema,
  startTimerInputSchema,
  timerStartedSchema,
  timerStateSchema,
  timerStoppedSchema,
  timesheetCellInputSchema,
  timesheetQuerySchema,
  timesheetSchema,
  timingListQuerySchema,
  timingReportExportQuerySchema,
  timingReportQuerySchema,
  timingReportSchema,
  timingSavedSchema,
  timingViewSchema,
  updateTimingInputSchema,
} from './timing.schemas.ts';

export const timingPageSchema = pageOf(timingViewSchema).extend({
  /** Sum of the filtered entries' minutes (all pages). */
  total_minutes: z.number().int(),
});
export type TimingPage = z.infer<typeof timingPageSchema>;
export const timingResponseSchema = z.object({ timing: timingViewSchema });

// Everyone reads and manages their own entries; others' need view_all_timings (read) and
// manage_timings + view_all_timings (write).
export const {
  list: listTimingsEndpoint,
  create: createTimingEndpoint,
  get: getTimingEndpoint,
  update: updateTimingEndpoint,
  delete: deleteTimingEndpoint,
} = recordEndpoints({
  path: '/timings',
  name: 'Timing',
  summaries: {
    list: 'Elenco tempi (default: i miei; filtri per progetto, cliente, to-do, tipo, fatturabile, periodo)',
    create: 'Nuova voce di tempo (avvisa delle sovrapposizioni)',
    get: 'Una voce di tempo',
    update: 'Modifica una voce di tempo (409 se updated_at non è più quello attuale)',
    delete: 'Elimina una voce di tempo',
  },
  listQuery: timingListQuerySchema,
  page: timingPageSchema,
  create: createTimingInputSchema,
  update: updateTimingInputSchema,
  response: timingResponseSchema,
  saved: timingSavedSchema,
});

export const getTimerEndpoint = defineEndpoint({
  operationId: 'getTimer',
  method: 'GET',
  path: '/timings/timer',
  summary: 'Il timer in corso (o null) e l’ora del server',
  response: timerStateSchema,
});
export const startTimerEndpoint = defineEndpoint({
  operationId: 'startTimer',
  method: 'POST',
  path: '/timings/timer/start',
  summary: 'Avvia un timer (ferma quello in corso: uno solo per utente)',
  body: startTimerInputSchema,
  response: timerStartedSchema,
});
export const stopTimerEndpoint = defineEndpoint({
  operationId: 'stopTimer',
  method: 'POST',
  path: '/timings/timer/stop',
  summary: 'Ferma il timer in corso',
  response: timerStoppedSchema,
});

export const timesheetEndpoint = defineEndpoint({
  operationId: 'timesheet',
  method: 'GET',
  path: '/timesheet',
  summary: 'Foglio ore settimanale (lun–dom): totali per giorno e per progetto',
  query: timesheetQuerySchema,
  response: timesheetSchema,
});
export const setTimesheetCellEndpoint = defineEndpoint({
  operationId: 'setTimesheetCell',
  method: 'PUT',
  path: '/timesheet/cell',
  summary: 'Imposta i minuti di una cella (utente, progetto, giorno); risponde il foglio della settimana',
  body: timesheetCellInputSchema,
  response: timesheetSchema,
});

export const timingReportEndpoint = defineEndpoint({
  operationId: 'timingReport',
  method: 'GET',
  path: '/timings/report',
  summary: 'Ore per progetto, cliente, utente o tipo in un periodo',
  query: timingReportQuerySchema,
  response: timingReportSchema,
});
/** Answers a file named by `timingReportFilename` (ore-per-progetto-FROM-TO.xlsx|csv), not JSON. */
export const exportTimingReportEndpoint = defineEndpoint({
  operationId: 'exportTimingReport',
  method: 'GET',
  path: '/timings/report/export',
  summary: 'Esporta il report ore (XLSX o CSV)',
  query: timingReportExportQuerySchema,
  response: z.string().describe('file XLSX o CSV'),
});
