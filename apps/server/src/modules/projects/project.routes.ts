import {
  createProjectEndpoint,
  deleteProjectEndpoint,
  getProjectEndpoint,
  listProjectsEndpoint,
  projectActivityEndpoint,
  projectSummaryEndpoint,
  restoreProjectEndpoint,
  updateProjectEndpoint,
} from '@officina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { idRouteSchema, routeSchema } from '../../http/route-schema.ts';
import { requirePermission, requireUser } from '../../plugins/auth.ts';
import { getActivityPage } from '../activity/activity.service.ts';
import { declareOwnerChecklistRoutes } from '../checklists/checklist-owner.routes.ts';
import {
  assertProjectExists,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  PROJECT_ENTITY,
  restoreProject,
  updateProject,
} from './project.service.ts';
import { projectChecklist } from './project-checklist.ts';
import { getProjectSummary } from './project-summary.service.ts';

const TAG = 'projects';

/** /api/projects: list, CRUD, restore, summary, activity (view_projects; writes manage_projects). */
export async function projectRoutes(scope: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const view = requirePermission('view_projects');
  const manage = [view, requirePermission('manage_projects')];

  app.route({
    method: listProjectsEndpoint.method,
    url: listProjectsEndpoint.path,
    schema: routeSchema(listProjectsEndpoint, TAG),
    preHandler: view,
    handler: (request) => listProjects(ctx.db, request.query),
  });
  app.route({
    method: createProjectEndpoint.method,
    url: createProjectEndpoint.path,
    schema: routeSchema(createProjectEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      project: await createProject(ctx.db, requireUser(request).user.id, request.body),
    }),
  });
  app.route({
    method: getProjectEndpoint.method,
    url: getProjectEndpoint.path,
    schema: idRouteSchema(getProjectEndpoint, TAG),
    preHandler: view,
    handler: async (request) => ({ project: await getProject(ctx.db, request.params.id) }),
  });
  app.route({
    method: updateProjectEndpoint.method,
    url: updateProjectEndpoint.path,
    schema: idRouteSchema(updateProjectEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      project: await updateProject(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });
  app.route({
    method: deleteProjectEndpoint.method,
    url: deleteProjectEndpoint.path,
    schema: idRouteSchema(deleteProjectEndpoint, TAG),
    preHandler: manage,
    handler: (request) => deleteProject(ctx.db, requireUser(request).user.id, request.params.id),
  });
  app.route({
    method: restoreProjectEndpoint.method,
    url: restoreProjectEndpoint.path,
    schema: idRouteSchema(restoreProjectEndpoint, TAG),
    preHandler: manage,
    handler: async (request) => ({
      project: await restoreProject(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });
  app.route({
    method: projectSummaryEndpoint.method,
    url: projectSummaryEndpoint.path,
    schema: idRouteSchema(projectSummaryEndpoint, TAG),
    preHandler: view,
    handler: (request) => getProjectSummary(ctx.db, request.params.id),
  });
  app.route({
    method: projectActivityEndpoint.method,
    url: projectActivityEndpoint.path,
    schema: idRouteSchema(projectActivityEndpoint, TAG),
    preHandler: view,
    handler: async (request) => {
      await assertProjectExists(ctx.db, request.params.id);
      return getActivityPage(ctx.db, PROJECT_ENTITY, request.params.id, request.query);
    },
  });
  declareOwnerChecklistRoutes(app, ctx.db, projectChecklist);
}
