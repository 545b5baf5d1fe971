import {
  createOpportunityEndpoint,
  deleteOpportunityEndpoint,
  getOpportunityEndpoint,
  listOpportunitiesEndpoint,
  opportunityActivityEndpoint,
  opportunityBoardEndpoint,
  restoreOpportunityEndpoint,
  updateOpportunityEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import {
  createOpportunity,
  deleteOpportunity,
  detailOf,
  findOpportunityOr404,
  listOpportunities,
  OPPORTUNITY_ENTITY,
  restoreOpportunity,
  updateOpportunity,
} from './opportunity.service.ts';
import { getOpportunityBoard } from './opportunity-board.service.ts';

const TAG = 'opportunities';

/** /api/opportunities: list, board, CRUD, restore, history. view_/manage_opportunities. */
export async function opportunityRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission('view_opportunities');
  const manage = [view, requirePermission('manage_opportunities')];

  app.route({
    method: listOpportunitiesEndpoint.method,
    url: listOpportunitiesEndpoint.path,
    schema: routeSchema(listOpportunitiesEndpoint, TAG),
    preHandler: view,
    handler: (request) => listOpportunities(ctx.db, request.query),
  });

  app.route({
    method: opportunityBoardEndpoint.method,
    url: opportunityBoardEndpoint.path,
    schema: routeSchema(opportunityBoardEndpoint, TAG),
    preHandler: view,
    handler: (request) => getOpportunityBoard(ctx.db, request.query),
  });

  app.route({
    method: createOpportunityEndpoint.method,
    url: createOpportunityEndpoint.path,
    schema: routeSchema(createOpportunityEndpoint, TAG),
    preHandler: manage,
    handler: (request) => createOpportunity(ctx.db, requireUser(request).user.id, request.body),
  });

  app.route({
    method: getOpportunityEndpoint.method,
    url: getOpportunityEndpoint.path,
    schema: idRouteSchema(getOpportunityEndpoint, TAG),
    preHandler: view,
    handler: (request) => detailOf(ctx.db, request.params.id),
  });

  app.route({
    method: updateOpportunityEndpoint.method,
    url: updateOpportunityEndpoint.path,
    schema: idRouteSchema(updateOpportunityEndpoint, TAG),
    preHandler: manage,
    handler: (request) =>
      updateOpportunity(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  app.route({
    method: deleteOpportunityEndpoint.method,
    url: deleteOpportunityEndpoint.path,
    schema: idRouteSchema(deleteOpportunityEndpoint, TAG),
    preHandler: manage,
    handler: (request) => deleteOpportunity(ctx.db, requireUser(request).user.id, request.params.id),
  });

  app.route({
    method: restoreOpportunityEndpoint.method,
    url: restoreOpportunityEndpoint.path,
    schema: idRouteSchema(restoreOpportunityEndpoint, TAG),
    preHandler: manage,
    handler: (request) => restoreOpportunity(ctx.db, requireUser(request).user.id, request.params.id),
  });

  app.route({
    method: opportunityActivityEndpoint.method,
    url: opportunityActivityEndpoint.path,
    schema: idRouteSchema(opportunityActivityEndpoint, TAG),
    preHandler: view,
    handler: async (request) => {
      await findOpportunityOr404(ctx.db, request.params.id);
      return getActivityPage(ctx.db, OPPORTUNITY_ENTITY, request.params.id, request.query);
    },
  });
}
