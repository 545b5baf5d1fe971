import {
  createExternalLinkEndpoint,
  deleteExternalLinkEndpoint,
  externalLinkActivityEndpoint,
  getExternalLinkEndpoint,
  listExternalLinksEndpoint,
  updateExternalLinkEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import {
  createExternalLink,
  deleteExternalLink,
  EXTERNAL_LINK_ENTITY,
  getExternalLink,
  listExternalLinks,
  updateExternalLink,
} from './external-link.service.ts';

const TAG = 'external-links';

/** /api/external-links: list (filters, search), CRUD, history. The server never opens a link. */
export async function externalLinkRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, TAG);
  const view = allOf(['view_external_links']);
  const manage = allOf(['view_external_links', 'manage_external_links']);

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listExternalLinksEndpoint, listExternalLinks],
      create: [createExternalLinkEndpoint, createExternalLink],
      get: [getExternalLinkEndpoint, getExternalLink],
      update: [updateExternalLinkEndpoint, updateExternalLink],
      delete: [deleteExternalLinkEndpoint, deleteExternalLink],
    },
    key: 'external_link',
    read: view,
    write: manage,
  });

  routes.idRoute(externalLinkActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await getExternalLink(ctx.db, request.params.id);
      return getActivityPage(
        ctx.db,
        EXTERNAL_LINK_ENTITY,
        request.params.id,
        request.query,
        recordChangeLabels,
      );
    },
  });
}
