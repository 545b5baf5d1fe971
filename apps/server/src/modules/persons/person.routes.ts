import {
  clientPersonsEndpoint,
  createPersonEndpoint,
  deletePersonEndpoint,
  getPersonEndpoint,
  listPersonsEndpoint,
  personActivityEndpoint,
  restorePersonEndpoint,
  updatePersonEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { idRouteSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { crmChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import { assertClientExists } from '../clients/client.service.ts';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPersons,
  PERSON_ENTITY,
  restorePerson,
  updatePerson,
} from './person.service.ts';

const TAG = 'persons';

/** /api/persons: list, CRUD, restore and activity; and a client's persons (/api/clients/:id/persons). */
export async function personRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, TAG);
  const { idRoute } = routes;
  const view = allOf(['view_persons']);
  const manage = allOf(['view_persons', 'manage_persons']);

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listPersonsEndpoint, listPersons],
      create: [createPersonEndpoint, createPerson],
      get: [getPersonEndpoint, getPerson],
      update: [updatePersonEndpoint, updatePerson],
      delete: [deletePersonEndpoint, deletePerson],
      restore: [restorePersonEndpoint, restorePerson],
    },
    key: 'person',
    read: view,
    write: manage,
  });

  idRoute(personActivityEndpoint, {
    access: view,
    handler: (request) =>
      getActivityPage(ctx.db, PERSON_ENTITY, request.params.id, request.query, crmChangeLabels),
  });

  // The client's Persone tab: a client's persons belong to this module (persons know their client,
  // clients know nothing of persons); tagged with the clients in the API reference.
  app.route({
    method: clientPersonsEndpoint.method,
    url: clientPersonsEndpoint.path,
    schema: idRouteSchema(clientPersonsEndpoint, 'clients'),
    config: { access: allOf(['view_clients', 'view_persons']) },
    handler: async (request) => {
      await assertClientExists(ctx.db, request.params.id);
      return listPersons(ctx.db, { ...request.query, client_id: request.params.id });
    },
  });
}
