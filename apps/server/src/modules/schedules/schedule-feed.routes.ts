import {
  alertErrorBodySchema,
  can,
  errorMessages,
  getScheduleFeedEndpoint,
  importSchedulesEndpoint,
  listScheduleOverlaysEndpoint,
  regenerateScheduleFeedEndpoint,
  scheduleIcsFeedEndpoint,
  scheduleIcsParamsSchema,
  upcomingSchedulesEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf, publicAccess } from '../../http/access.ts';
import { alertError } from '../../http/api-error.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findFeedOwnerByToken, getScheduleFeed, regenerateScheduleFeed } from './schedule-feed.service.ts';
import { buildScheduleFeed } from './schedule-ics-feed.ts';
import { importSchedules } from './schedule-import.service.ts';
import { listScheduleOverlays } from './schedule-overlay.service.ts';
import { listUpcomingSchedules } from './schedule-upcoming.service.ts';
import { scheduleActor } from './schedule-window.ts';

const TAG = 'schedules';

/**
 * Overlays, the personal ICS feed (its address, and the public feed itself), import of an .ics
 * file and the upcoming events: docs/modules/schedule-feed.md.
 */
export async function scheduleFeedRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, TAG);
  const view = allOf(['view_schedules']);
  const userId = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user.id;

  route(listScheduleOverlaysEndpoint, {
    access: view,
    handler: (request) => {
      const { user, ability } = requireUser(request);
      const reader = { userId: user.id, canViewContracts: can(ability, 'view_contracts') };
      return listScheduleOverlays(ctx.db, reader, request.query);
    },
  });

  route(upcomingSchedulesEndpoint, {
    access: view,
    handler: (request) => listUpcomingSchedules(ctx.db, scheduleActor(request)),
  });

  route(importSchedulesEndpoint, {
    access: allOf(['manage_schedules']),
    handler: (request) => importSchedules(ctx.db, userId(request), request.body),
  });

  route(getScheduleFeedEndpoint, {
    access: view,
    handler: (request) => getScheduleFeed(ctx.db, userId(request)),
  });

  route(regenerateScheduleFeedEndpoint, {
    access: view,
    handler: (request) => regenerateScheduleFeed(ctx.db, userId(request), ctx.config.appUrl),
  });

  // Public: calendar programs fetch it without a session; the secret is the token in the address.
  app.route({
    method: scheduleIcsFeedEndpoint.method,
    url: scheduleIcsFeedEndpoint.path,
    schema: {
      ...routeSchema(scheduleIcsFeedEndpoint, TAG, { isPublic: true, extra: { 404: alertErrorBodySchema } }),
      params: scheduleIcsParamsSchema,
    },
    config: { access: publicAccess },
    handler: async (request, reply) => {
      const owner = await findFeedOwnerByToken(ctx.db, request.params.token);
      if (!owner) throw alertError(404, errorMessages.notFound);
      const ics = await buildScheduleFeed(ctx.db, owner);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="officina.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .serializer((payload) => payload as string)
        .send(ics);
    },
  });
}
