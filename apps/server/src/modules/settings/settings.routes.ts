import {
  opportunitiesSettingsEndpoint,
  peopleSettingsEndpoint,
  productSettingsEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getOpportunitiesSettings, getPeopleSettings, getProductSettings } from './settings.service.ts';

/** The three settings calls of SPEC §7; they need a signed-in user only (lookups are not secret). */
export async function settingsRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.route({
    method: peopleSettingsEndpoint.method,
    url: peopleSettingsEndpoint.path,
    schema: routeSchema(peopleSettingsEndpoint, 'settings'),
    handler: async (request) => getPeopleSettings(ctx.db, requireUser(request).user.id),
  });

  app.route({
    method: productSettingsEndpoint.method,
    url: productSettingsEndpoint.path,
    schema: routeSchema(productSettingsEndpoint, 'settings'),
    handler: async () => getProductSettings(ctx.db),
  });

  app.route({
    method: opportunitiesSettingsEndpoint.method,
    url: opportunitiesSettingsEndpoint.path,
    schema: routeSchema(opportunitiesSettingsEndpoint, 'settings'),
    handler: async () => getOpportunitiesSettings(ctx.db),
  });
}
