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
import { idRouteSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { crmChangeLabels } from '../../records/activity-labels.ts';
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
  const { route, idRoute } = routesOf(app, TAG);
  const view = requirePermission('view_persons');
  const manage = [view, requirePermission('manage_persons')];

  route(listPersonsEndpoint, {
    preHandler: view,
    handler: (request) => listPersons(ctx.db, request.query),
  });

  route(createPersonEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      person: await createPerson(ctx.db, requireUser(request).user.id, request.body),
    }),
  });

  idRoute(getPersonEndpoint, {
    preHandler: view,
    handler: async (request) => ({ person: await getPerson(ctx.db, request.params.id) }),
  });

  idRoute(updatePersonEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      person: await updatePerson(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });

  idRoute(deletePersonEndpoint, {
    preHandler: manage,
    handler: (request) => deletePerson(ctx.db, requireUser(request).user.id, request.params.id),
  });

  idRoute(restorePersonEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      person: await restorePerson(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });

  idRoute(personActivityEndpoint, {
    preHandler: view,
    handler: (request) =>
      getActivityPage(ctx.db, PERSON_ENTITY, request.params.id, request.query, crmChangeLabels),
  });

  // The client's Persone tab: a client's persons belong to this module (persons know their client,
  // clients know nothing of persons); tagged with the clients in the API reference.
  app.route({
    method: clientPersonsEndpoint.method,
    url: clientPersonsEndpoint.path,
    schema: idRouteSchema(clientPersonsEndpoint, 'clients'),
    preHandler: [requirePermission('view_clients'), view],
    handler: async (request) => {
      await assertClientExists(ctx.db, request.params.id);
      return listPersons(ctx.db, { ...request.query, client_id: request.params.id });
    },
  });
}
