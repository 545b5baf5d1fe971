import {
  adminLookupKindParamsSchema,
  adminLookupKindsEndpoint,
  adminLookupListEndpoint,
  adminLookupParamsSchema,
  alertErrorBodySchema,
  createAdminLookupEndpoint,
  deleteAdminLookupEndpoint,
  reorderAdminLookupsEndpoint,
  restoreAdminLookupEndpoint,
  updateAdminLookupEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { versionGuard } from '../../http/version-guard.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createAdminLookup,
  deleteAdminLookup,
  listAdminLookupKinds,
  listAdminLookups,
  reorderAdminLookups,
  restoreAdminLookup,
  updateAdminLookup,
} from './lookup-admin.service.ts';

const TAG = 'admin';
const idAnswers = { 404: alertErrorBodySchema, 409: alertErrorBodySchema };

/**
 * /api/admin/lookups (docs/modules/admin-lookups.md): the lookup tables' values, edited by who holds
 * `manage_settings` — reads included, as the archived values and usage counts are the admin's view.
 */
export async function lookupAdminRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { route } = routesOf(app, TAG);
  const manage = allOf(['manage_settings']);
  const userId = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user.id;

  route(adminLookupKindsEndpoint, { access: manage, handler: () => listAdminLookupKinds(ctx.db) });

  // Paths with `:kind` (and `:id`): declared with their own params schema.
  app.route({
    method: 'GET',
    url: adminLookupListEndpoint.path,
    schema: { ...routeSchema(adminLookupListEndpoint, TAG), params: adminLookupKindParamsSchema },
    config: { access: manage },
    handler: (request) => listAdminLookups(ctx.db, request.params.kind),
  });
  app.route({
    method: 'POST',
    url: createAdminLookupEndpoint.path,
    schema: { ...routeSchema(createAdminLookupEndpoint, TAG), params: adminLookupKindParamsSchema },
    config: { access: manage },
    handler: async (request) => ({
      lookup: await createAdminLookup(ctx.db, userId(request), request.params.kind, request.body),
    }),
  });
  app.route({
    method: 'PUT',
    url: reorderAdminLookupsEndpoint.path,
    schema: { ...routeSchema(reorderAdminLookupsEndpoint, TAG), params: adminLookupKindParamsSchema },
    config: { access: manage },
    handler: (request) => reorderAdminLookups(ctx.db, userId(request), request.params.kind, request.body.ids),
  });
  app.route({
    method: 'PUT',
    url: updateAdminLookupEndpoint.path,
    schema: {
      ...routeSchema(updateAdminLookupEndpoint, TAG, { extra: idAnswers }),
      params: adminLookupParamsSchema,
    },
    config: { access: manage },
    preHandler: versionGuard,
    handler: async (request) => ({
      lookup: await updateAdminLookup(
        ctx.db,
        userId(request),
        request.params.kind,
        request.params.id,
        request.body,
      ),
    }),
  });
  app.route({
    method: 'DELETE',
    url: deleteAdminLookupEndpoint.path,
    schema: {
      ...routeSchema(deleteAdminLookupEndpoint, TAG, { extra: idAnswers }),
      params: adminLookupParamsSchema,
    },
    config: { access: manage },
    handler: (request) => deleteAdminLookup(ctx.db, userId(request), request.params.kind, request.params.id),
  });
  app.route({
    method: 'POST',
    url: restoreAdminLookupEndpoint.path,
    schema: {
      ...routeSchema(restoreAdminLookupEndpoint, TAG, { extra: idAnswers }),
      params: adminLookupParamsSchema,
    },
    config: { access: manage },
    handler: async (request) => ({
      lookup: await restoreAdminLookup(ctx.db, userId(request), request.params.kind, request.params.id),
    }),
  });
}
