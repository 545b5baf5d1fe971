import {
  getSchedulePatronEndpoint,
  lookupKindParamsSchema,
  lookupsEndpoint,
  opportunitiesSettingsEndpoint,
  peopleSettingsEndpoint,
  productSettingsEndpoint,
  updateSchedulePatronEndpoint,
} from '@officina/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf, signedIn } from '../../http/access.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getSchedulePatron, updateSchedulePatron } from './schedule-patron.service.ts';
import {
  getLookups,
  opportunitiesSettingsJson,
  peopleSettingsJson,
  productSettingsJson,
} from './settings.service.ts';

/** Sends an answer already checked against the endpoint's schema and serialised (settings.service.ts). */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(json);
}

/** Settings calls (docs/modules/settings-and-lookups.md): any signed-in user (lookups are not secret). */
export async function settingsRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, 'settings');

  route(peopleSettingsEndpoint, {
    access: signedIn(),
    handler: async (request, reply) =>
      sendJson(reply, await peopleSettingsJson(ctx.db, requireUser(request).user.id, ctx.cacheWatch)),
  });

  route(productSettingsEndpoint, {
    access: signedIn(),
    handler: async (_request, reply) => sendJson(reply, await productSettingsJson(ctx.db, ctx.cacheWatch)),
  });

  route(opportunitiesSettingsEndpoint, {
    access: signedIn(),
    handler: async (_request, reply) =>
      sendJson(reply, await opportunitiesSettingsJson(ctx.db, ctx.cacheWatch)),
  });

  route(getSchedulePatronEndpoint, { access: signedIn(), handler: () => getSchedulePatron(ctx.db) });
  route(updateSchedulePatronEndpoint, {
    access: allOf(['manage_settings']),
    handler: (request) => updateSchedulePatron(ctx.db, requireUser(request).user.id, request.body),
  });

  app.route({
    method: lookupsEndpoint.method,
    url: lookupsEndpoint.path,
    schema: { ...routeSchema(lookupsEndpoint, 'settings'), params: lookupKindParamsSchema },
    config: { access: signedIn() },
    handler: async (request) => ({ data: await getLookups(ctx.db, request.params.kind) }),
  });
}
