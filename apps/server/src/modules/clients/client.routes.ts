import {
  alertErrorBodySchema,
  checkClientVatEndpoint,
  clientActivityEndpoint,
  createClientEndpoint,
  deleteClientEndpoint,
  getClientEndpoint,
  listClientsEndpoint,
  restoreClientEndpoint,
  updateClientEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { crmChangeLabels } from '../../records/activity-labels.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import {
  CLIENT_ENTITY,
  createClient,
  deleteClient,
  getClient,
  listClients,
  restoreClient,
  updateClient,
  vatWarning,
} from './client.service.ts';

const TAG = 'clients';

/** /api/clients: list, CRUD, restore, P.IVA check and activity of a client (its persons: person.routes.ts). */
export async function clientRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission('view_clients');
  const manage = [view, requirePermission('manage_clients')];
  const created = { 404: alertErrorBodySchema };

  app.route({
    method: listClientsEndpoint.method,
    url: listClientsEndpoint.path,
    schema: routeSchema(listClientsEndpoint, TAG),
    preHandler: view,
    handler: (request) => listClients(ctx.db, request.query),
  });

  app.route({
    method: createClientEndpoint.method,
    url: createClientEndpoint.path,
    schema: routeSchema(createClientEndpoint, TAG, { extra: created }),
    preHandler: manage,
    handler: (request) => createClient(ctx.db, requireUser(request).user.id, request.body),
  });

  app.route({
    method: checkClientVatEndpoint.method,
    url: checkClientVatEndpoint.path,
    schema: routeSchema(checkClientVatEndpoint, TAG),
    preHandler: view,
    handler: (request) => vatWarning(ctx.db, request.query.vat, request.query.exclude_id),
  });

  app.route({
    method: getClientEndpoint.method,
    url: getClientEndpoint.path,
    schema: idRouteSchema(getClientEndpoint, TAG),
    preHandler: view,
    handler: async (request) => ({ client: await getClient(ctx.db, request.params.id) }),
  });

  app.route({
    method: updateClientEndpoint.method,
    url: updateClientEndpoint.path,
    schema: idRouteSchema(updateClientEndpoint, TAG),
    preHandler: manage,
    handler: (request) => updateClient(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  app.route({
    method: deleteClientEndpoint.method,
    url: deleteClientEndpoint.path,
    schema: idRouteSchema(deleteClientEndpoint, TAG),
    preHandler: manage,
    handler: (request) => deleteClient(ctx.db, requireUser(request).user.id, request.params.id),
  });

  app.route({
    method: restoreClientEndpoint.method,
    url: restoreClientEndpoint.path,
    schema: idRouteSchema(restoreClientEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      client: await restoreClient(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });

  app.route({
    method: clientActivityEndpoint.method,
    url: clientActivityEndpoint.path,
    schema: idRouteSchema(clientActivityEndpoint, TAG),
    preHandler: view,
    handler: (request) =>
      getActivityPage(ctx.db, CLIENT_ENTITY, request.params.id, request.query, crmChangeLabels),
  });
}
