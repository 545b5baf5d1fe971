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
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
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
  const view = requirePermission('view_persons');
  const manage = [view, requirePermission('manage_persons')];

  app.route({
    method: listPersonsEndpoint.method,
    url: listPersonsEndpoint.path,
    schema: routeSchema(listPersonsEndpoint, TAG),
    preHandler: view,
    handler: (request) => listPersons(ctx.db, request.query),
  });

  app.route({
    method: createPersonEndpoint.method,
    url: createPersonEndpoint.path,
    schema: routeSchema(createPersonEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      person: await createPerson(ctx.db, requireUser(request).user.id, request.body),
    }),
  });

  app.route({
    method: getPersonEndpoint.method,
    url: getPersonEndpoint.path,
    schema: idRouteSchema(getPersonEndpoint, TAG),
    preHandler: view,
    handler: async (request) => ({ person: await getPerson(ctx.db, request.params.id) }),
  });

  app.route({
    method: updatePersonEndpoint.method,
    url: updatePersonEndpoint.path,
    schema: idRouteSchema(updatePersonEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      person: await updatePerson(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });

  app.route({
    method: deletePersonEndpoint.method,
    url: deletePersonEndpoint.path,
    schema: idRouteSchema(deletePersonEndpoint, TAG),
    preHandler: manage,
    handler: (request) => deletePerson(ctx.db, requireUser(request).user.id, request.params.id),
  });

  app.route({
    method: restorePersonEndpoint.method,
    url: restorePersonEndpoint.path,
    schema: idRouteSchema(restorePersonEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      person: await restorePerson(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });

  app.route({
    method: personActivityEndpoint.method,
    url: personActivityEndpoint.path,
    schema: idRouteSchema(personActivityEndpoint, TAG),
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
