import {
  createScheduleEndpoint,
  deleteScheduleEndpoint,
  getScheduleEndpoint,
  listSchedulesEndpoint,
  moveScheduleEndpoint,
  scheduleActivityEndpoint,
  updateScheduleEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { findLookupNames } from '../../records/activity-labels.repository.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import { SCHEDULE_ENTITY } from './schedule.mapper.ts';
import { assertScheduleVisible, createSchedule, getSchedule } from './schedule.service.ts';
import { scheduleActor } from './schedule-access.ts';
import { deleteSchedule } from './schedule-delete.ts';
import { moveSchedule, updateSchedule } from './schedule-series.ts';
import { listScheduleWindow } from './schedule-window.ts';

const TAG = 'schedules';

const scheduleChangeLabels = {
  ...recordChangeLabels,
  calendar_id: async (db: Parameters<typeof findLookupNames>[0], ids: number[]) =>
    new Map((await findLookupNames(db, ids)).map((row) => [row.id, row.name])),
};

/**
 * /api/schedules: the window of occurrences, an event's CRUD, scoped edits and moves, its history.
 * Reading needs view_schedules (own and attended) or view_all_schedules; writing manage_schedules,
 * on events the user sees as organiser or attendee, others' with view_all_schedules too.
 */
export async function scheduleRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route, idRoute } = routesOf(app, TAG);
  // The service refuses events the user neither organises nor attends without view_all_schedules.
  const event = { own: 'organiser or attendee', others: ['view_all_schedules'], refusal: 404 } as const;
  const read = allOf(['view_schedules'], event);
  const manage = allOf(['view_schedules', 'manage_schedules'], event);

  route(listSchedulesEndpoint, {
    access: read,
    handler: (request) => listScheduleWindow(ctx.db, scheduleActor(request), request.query),
  });
  route(createScheduleEndpoint, {
    access: manage,
    handler: async (request) => ({
      schedule: await createSchedule(ctx.db, scheduleActor(request), request.body),
    }),
  });
  idRoute(getScheduleEndpoint, {
    access: read,
    handler: async (request) => ({
      schedule: await getSchedule(ctx.db, scheduleActor(request), request.params.id),
    }),
  });
  idRoute(updateScheduleEndpoint, {
    access: manage,
    handler: async (request) => ({
      schedule: await updateSchedule(ctx.db, scheduleActor(request), request.params.id, request.body),
    }),
  });
  idRoute(moveScheduleEndpoint, {
    access: manage,
    handler: async (request) => ({
      schedule: await moveSchedule(ctx.db, scheduleActor(request), request.params.id, request.body),
    }),
  });
  idRoute(deleteScheduleEndpoint, {
    access: manage,
    handler: (request) => deleteSchedule(ctx.db, scheduleActor(request), request.params.id, request.query),
  });
  idRoute(scheduleActivityEndpoint, {
    access: read,
    handler: async (request) => {
      await assertScheduleVisible(ctx.db, scheduleActor(request), request.params.id);
      return getActivityPage(ctx.db, SCHEDULE_ENTITY, request.params.id, request.query, scheduleChangeLabels);
    },
  });
}
