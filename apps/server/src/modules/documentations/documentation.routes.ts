import {
  alertErrorBodySchema,
  createDocumentationEndpoint,
  deleteDocumentationEndpoint,
  documentationActivityEndpoint,
  documentationDiffEndpoint,
  documentationTagsEndpoint,
  documentationVersionEndpoint,
  documentationVersionParamsSchema,
  documentationVersionsEndpoint,
  getDocumentationEndpoint,
  listDocumentationsEndpoint,
  previewDocumentationEndpoint,
  restoreDocumentationEndpoint,
  restoreDocumentationVersionEndpoint,
  updateDocumentationEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { allOf } from '../../http/access.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { routesOf } from '../../http/routes.ts';
import { versionGuard } from '../../http/version-guard.ts';
import { requireUser } from '../../plugins/auth.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import {
  createDocumentation,
  DOCUMENTATION_ENTITY,
  deleteDocumentation,
  getDocumentation,
  listDocumentations,
  listDocumentationTags,
  previewDocumentation,
  restoreDocumentation,
  updateDocumentation,
} from './documentation.service.ts';
import {
  diffDocumentationVersions,
  getDocumentationVersion,
  listDocumentationVersions,
  restoreDocumentationVersion,
} from './documentation-versions.service.ts';

const TAG = 'documentations';
const idAnswers = { 404: alertErrorBodySchema, 409: alertErrorBodySchema };

/**
 * /api/documentations: list, CRUD, archive/restore, live preview, tags, versions, diff, version
 * restore, activity. Read: view_documentations; write: view_ and manage_documentations.
 */
export async function documentationRoutes(
  scope: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const routes = routesOf(app, TAG);
  const { route, idRoute } = routes;
  const view = allOf(['view_documentations']);
  const manage = allOf(['view_documentations', 'manage_documentations']);

  route(previewDocumentationEndpoint, {
    access: manage,
    handler: async (request) => previewDocumentation(request.body.body),
  });
  route(documentationTagsEndpoint, { access: view, handler: () => listDocumentationTags(ctx.db) });

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listDocumentationsEndpoint, listDocumentations],
      create: [createDocumentationEndpoint, createDocumentation],
      get: [getDocumentationEndpoint, getDocumentation],
      update: [updateDocumentationEndpoint, updateDocumentation],
      delete: [deleteDocumentationEndpoint, deleteDocumentation],
      restore: [restoreDocumentationEndpoint, restoreDocumentation],
    },
    key: 'documentation',
    read: view,
    write: manage,
  });

  idRoute(documentationVersionsEndpoint, {
    access: view,
    handler: (request) => listDocumentationVersions(ctx.db, request.params.id),
  });
  idRoute(documentationDiffEndpoint, {
    access: view,
    handler: (request) =>
      diffDocumentationVersions(ctx.db, request.params.id, request.query.from, request.query.to),
  });
  idRoute(documentationActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await getDocumentation(ctx.db, request.params.id);
      return getActivityPage(
        ctx.db,
        DOCUMENTATION_ENTITY,
        request.params.id,
        request.query,
        recordChangeLabels,
      );
    },
  });

  // two path parameters: declared with their own params schema
  app.route({
    method: 'GET',
    url: documentationVersionEndpoint.path,
    schema: {
      ...routeSchema(documentationVersionEndpoint, TAG, { extra: idAnswers }),
      params: documentationVersionParamsSchema,
    },
    config: { access: view },
    handler: (request) => getDocumentationVersion(ctx.db, request.params.id, request.params.number),
  });
  app.route({
    method: 'POST',
    url: restoreDocumentationVersionEndpoint.path,
    schema: {
      ...routeSchema(restoreDocumentationVersionEndpoint, TAG, { extra: idAnswers }),
      params: documentationVersionParamsSchema,
    },
    config: { access: manage },
    preHandler: versionGuard,
    handler: async (request) => {
      const { id, number } = request.params;
      const userId = requireUser(request).user.id;
      const documentation = await restoreDocumentationVersion(
        ctx.db,
        userId,
        id,
        number,
        request.body.updated_at,
      );
      return { documentation };
    },
  });
}
