import {
  can,
  createTimingEndpoint,
  deleteTimingEndpoint,
  exportTimingReportEndpoint,
  getTimerEndpoint,
  getTimingEndpoint,
  listTimingsEndpoint,
  setTimesheetCellEndpoint,
  startTimerEndpoint,
  stopTimerEndpoint,
  timesheetEndpoint,
  timingReportEndpoint,
  timingReportFilename,
  updateTimingEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendSpreadsheet } from '../../transfer/transfer-routes.ts';
import { getTimer, startTimer, stopTimer } from './timer.service.ts';
import { exportTimingReport, getTimesheet, getTimingReport, setTimesheetCell } from './timesheet.service.ts';
import {
  createTiming,
  deleteTiming,
  getTiming,
  listTimings,
  type TimingActor,
  updateTiming,
} from './timing.service.ts';

const TAG = 'timings';

/** Own entries for everyone; others' read with view_all_timings, written with manage_timings too (404 otherwise). */
const ownEntries = { own: 'own entries', refusal: 404 } as const;
const readEntries = signedIn({ ...ownEntries, others: ['view_all_timings'] });
const writeEntries = signedIn({ ...ownEntries, others: ['view_all_timings', 'manage_timings'] });

export function timingActor(request: FastifyRequest): TimingActor {
  const { user, ability } = requireUser(request);
  const viewAll = can(ability, 'view_all_timings');
  return { userId: user.id, viewAll, manageAll: viewAll && can(ability, 'manage_timings') };
}

/**
 * /api/timings, /api/timesheet: every signed-in user reads and writes their own entries; others'
 * need view_all_timings (read) and manage_timings + view_all_timings (write), checked in services.
 */
export async function timingRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  const db = ctx.db;

  route(listTimingsEndpoint, {
    access: signedIn(),
    handler: (request) => listTimings(db, timingActor(request), request.query),
  });
  route(createTimingEndpoint, {
    access: signedIn(),
    handler: (request) => createTiming(db, timingActor(request), request.body),
  });
  route(getTimerEndpoint, {
    access: signedIn(),
    handler: (request) => getTimer(db, requireUser(request).user.id),
  });
  route(startTimerEndpoint, {
    access: signedIn(),
    handler: (request) => startTimer(db, ctx.engine, requireUser(request).user.id, request.body),
  });
  route(stopTimerEndpoint, {
    access: signedIn(),
    handler: (request) => stopTimer(db, requireUser(request).user.id),
  });
  route(timingReportEndpoint, {
    access: signedIn(),
    handler: (request) => getTimingReport(db, timingActor(request), request.query),
  });
  route(exportTimingReportEndpoint, {
    access: signedIn(),
    handler: async (request, reply) => {
      const q = request.query;
      const stream = await exportTimingReport(db, timingActor(request), q);
      return sendSpreadsheet(reply, q.format, timingReportFilename(q, q.format), stream);
    },
  });
  idRoute(getTimingEndpoint, {
    access: readEntries,
    handler: async (request) => ({ timing: await getTiming(db, timingActor(request), request.params.id) }),
  });
  idRoute(updateTimingEndpoint, {
    access: writeEntries,
    handler: (request) => updateTiming(db, timingActor(request), request.params.id, request.body),
  });
  idRoute(deleteTimingEndpoint, {
    access: writeEntries,
    handler: (request) => deleteTiming(db, timingActor(request), request.params.id),
  });
  route(timesheetEndpoint, {
    access: signedIn(),
    handler: (request) => getTimesheet(db, timingActor(request), request.query),
  });
  route(setTimesheetCellEndpoint, {
    access: signedIn(),
    handler: (request) => setTimesheetCell(db, timingActor(request), request.body),
  });
}
