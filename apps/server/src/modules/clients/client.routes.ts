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
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { crmChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
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
  const routes = routesOf(app, TAG);
  const { route, idRoute } = routes;
  const view = allOf(['view_clients']);
  const manage = allOf(['view_clients', 'manage_clients']);

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listClientsEndpoint, listClients],
      create: [createClientEndpoint, createClient],
      get: [getClientEndpoint, getClient],
      update: [updateClientEndpoint, updateClient],
      delete: [deleteClientEndpoint, deleteClient],
      restore: [restoreClientEndpoint, restoreClient],
    },
    key: 'client',
    read: view,
    write: manage,
    createExtra: { 404: alertErrorBodySchema },
    wholeSaveAnswer: true,
  });

  route(checkClientVatEndpoint, {
    access: view,
    handler: (request) => vatWarning(ctx.db, request.query.vat, request.query.exclude_id),
  });

  idRoute(clientActivityEndpoint, {
    access: view,
    handler: (request) =>
      getActivityPage(ctx.db, CLIENT_ENTITY, request.params.id, request.query, crmChangeLabels),
  });
}
