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
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { requireUser } from '../../plugins/auth.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
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
  const { route, idRoute } = routesOf(app, TAG);
  const view = allOf(['view_opportunities']);
  const manage = allOf(['view_opportunities', 'manage_opportunities']);

  route(listOpportunitiesEndpoint, {
    access: view,
    handler: (request) => listOpportunities(ctx.db, request.query),
  });

  route(opportunityBoardEndpoint, {
    access: view,
    handler: (request) => getOpportunityBoard(ctx.db, request.query),
  });

  route(createOpportunityEndpoint, {
    access: manage,
    handler: (request) => createOpportunity(ctx.db, requireUser(request).user.id, request.body),
  });

  idRoute(getOpportunityEndpoint, {
    access: view,
    handler: (request) => detailOf(ctx.db, request.params.id),
  });

  idRoute(updateOpportunityEndpoint, {
    access: manage,
    handler: (request) =>
      updateOpportunity(ctx.db, requireUser(request).user.id, request.params.id, request.body),
  });

  idRoute(deleteOpportunityEndpoint, {
    access: manage,
    handler: (request) => deleteOpportunity(ctx.db, requireUser(request).user.id, request.params.id),
  });

  idRoute(restoreOpportunityEndpoint, {
    access: manage,
    handler: (request) => restoreOpportunity(ctx.db, requireUser(request).user.id, request.params.id),
  });

  idRoute(opportunityActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await findOpportunityOr404(ctx.db, request.params.id);
      return getActivityPage(
        ctx.db,
        OPPORTUNITY_ENTITY,
        request.params.id,
        request.query,
        recordChangeLabels,
      );
    },
  });
}
