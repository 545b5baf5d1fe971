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
import { routesOf } from '../../http/routes.ts';
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
  const { route, idRoute } = routesOf(app, TAG);
  const view = requirePermission('view_projects');
  const manage = [view, requirePermission('manage_projects')];

  route(listProjectsEndpoint, {
    preHandler: view,
    handler: (request) => listProjects(ctx.db, request.query),
  });
  route(createProjectEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      project: await createProject(ctx.db, requireUser(request).user.id, request.body),
    }),
  });
  idRoute(getProjectEndpoint, {
    preHandler: view,
    handler: async (request) => ({ project: await getProject(ctx.db, request.params.id) }),
  });
  idRoute(updateProjectEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      project: await updateProject(ctx.db, requireUser(request).user.id, request.params.id, request.body),
    }),
  });
  idRoute(deleteProjectEndpoint, {
    preHandler: manage,
    handler: (request) => deleteProject(ctx.db, requireUser(request).user.id, request.params.id),
  });
  idRoute(restoreProjectEndpoint, {
    preHandler: manage,
    handler: async (request) => ({
      project: await restoreProject(ctx.db, requireUser(request).user.id, request.params.id),
    }),
  });
  idRoute(projectSummaryEndpoint, {
    preHandler: view,
    handler: (request) => getProjectSummary(ctx.db, request.params.id),
  });
  idRoute(projectActivityEndpoint, {
    preHandler: view,
    handler: async (request) => {
      await assertProjectExists(ctx.db, request.params.id);
      return getActivityPage(ctx.db, PROJECT_ENTITY, request.params.id, request.query);
    },
  });
  declareOwnerChecklistRoutes(app, ctx.db, projectChecklist);
}
