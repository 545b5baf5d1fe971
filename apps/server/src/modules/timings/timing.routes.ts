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
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
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
  const db = ctx.db;

  app.route({
    method: listTimingsEndpoint.method,
    url: listTimingsEndpoint.path,
    schema: routeSchema(listTimingsEndpoint, TAG),
    handler: (request) => listTimings(db, timingActor(request), request.query),
  });
  app.route({
    method: createTimingEndpoint.method,
    url: createTimingEndpoint.path,
    schema: routeSchema(createTimingEndpoint, TAG),
    handler: (request) => createTiming(db, timingActor(request), request.body),
  });
  app.route({
    method: getTimerEndpoint.method,
    url: getTimerEndpoint.path,
    schema: routeSchema(getTimerEndpoint, TAG),
    handler: (request) => getTimer(db, requireUser(request).user.id),
  });
  app.route({
    method: startTimerEndpoint.method,
    url: startTimerEndpoint.path,
    schema: routeSchema(startTimerEndpoint, TAG),
    handler: (request) => startTimer(db, ctx.engine, requireUser(request).user.id, request.body),
  });
  app.route({
    method: stopTimerEndpoint.method,
    url: stopTimerEndpoint.path,
    schema: routeSchema(stopTimerEndpoint, TAG),
    handler: (request) => stopTimer(db, requireUser(request).user.id),
  });
  app.route({
    method: timingReportEndpoint.method,
    url: timingReportEndpoint.path,
    schema: routeSchema(timingReportEndpoint, TAG),
    handler: (request) => getTimingReport(db, timingActor(request), request.query),
  });
  app.route({
    method: exportTimingReportEndpoint.method,
    url: exportTimingReportEndpoint.path,
    schema: routeSchema(exportTimingReportEndpoint, TAG),
    handler: async (request, reply) => {
      const q = request.query;
      const stream = await exportTimingReport(db, timingActor(request), q);
      return sendSpreadsheet(reply, q.format, timingReportFilename(q, q.format), stream);
    },
  });
  app.route({
    method: getTimingEndpoint.method,
    url: getTimingEndpoint.path,
    schema: idRouteSchema(getTimingEndpoint, TAG),
    handler: async (request) => ({ timing: await getTiming(db, timingActor(request), request.params.id) }),
  });
  app.route({
    method: updateTimingEndpoint.method,
    url: updateTimingEndpoint.path,
    schema: idRouteSchema(updateTimingEndpoint, TAG),
    handler: (request) => updateTiming(db, timingActor(request), request.params.id, request.body),
  });
  app.route({
    method: deleteTimingEndpoint.method,
    url: deleteTimingEndpoint.path,
    schema: idRouteSchema(deleteTimingEndpoint, TAG),
    handler: (request) => deleteTiming(db, timingActor(request), request.params.id),
  });
  app.route({
    method: timesheetEndpoint.method,
    url: timesheetEndpoint.path,
    schema: routeSchema(timesheetEndpoint, TAG),
    handler: (request) => getTimesheet(db, timingActor(request), request.query),
  });
  app.route({
    method: setTimesheetCellEndpoint.method,
    url: setTimesheetCellEndpoint.path,
    schema: routeSchema(setTimesheetCellEndpoint, TAG),
    handler: (request) => setTimesheetCell(db, timingActor(request), request.body),
  });
}
