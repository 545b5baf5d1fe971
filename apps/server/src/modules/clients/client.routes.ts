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
import { routesOf } from '../../http/routes.ts';
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
  const { route, idRoute } = routesOf(app, TAG);
  const view = requirePermission('view_clients');
  const manage = [view, requirePermission('manage_clients')];
  const created = { 404: alertErrorBodySchema };

  route(listClientsEndpoint, {
    preHandler: view,
    handler: (request) => listClients(ctx.db, request.query),
  });

  route(createClientEndpoint, {
    extra: created,
    preHandler: manage,
    handler: (request) => createClient(ctx.db, requireUser(request).user.id, request.body),
  });

  route(checkClientVatEndpoint, {
    preHandler: view,
    handler: (request) => vatWarning(ctx.db, request.query.vat, request.query.exclude_id),
  });

  idRoute(getClientEndpoint, {
    preHandler: view,
    handler: async (request) => ({ client: await getClient(ctx.db, request.params.id) }),
  });

  idRoute(updateClientEndpoint, {
    preHandler: manage,
    handler: (request) => updateClient(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  idRoute(deleteClientEndpoint, {
    preHandler: manage,
    handler: (request) => deleteClient(ctx.db, requireUser(request).user.id, request.params.id),
  });

  idRoute(restoreClientEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      client: await restoreClient(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });

  idRoute(clientActivityEndpoint, {
    preHandler: view,
    handler: (request) =>
      getActivityPage(ctx.db, CLIENT_ENTITY, request.params.id, request.query, crmChangeLabels),
  });
}
