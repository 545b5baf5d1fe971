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
import { allOf } from '../../http/access.ts';
import { routesOf } from '../../http/routes.ts';
import { recordChangeLabels } from '../../records/activity-labels.ts';
import { recordRoutes } from '../../records/record-routes.ts';
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
  const routes = routesOf(app, TAG);
  const { idRoute } = routes;
  const view = allOf(['view_projects']);
  const manage = allOf(['view_projects', 'manage_projects']);

  recordRoutes(routes, ctx.db, {
    calls: {
      list: [listProjectsEndpoint, listProjects],
      create: [createProjectEndpoint, createProject],
      get: [getProjectEndpoint, getProject],
      update: [updateProjectEndpoint, updateProject],
      delete: [deleteProjectEndpoint, deleteProject],
      restore: [restoreProjectEndpoint, restoreProject],
    },
    key: 'project',
    read: view,
    write: manage,
  });
  idRoute(projectSummaryEndpoint, {
    access: view,
    handler: (request) => getProjectSummary(ctx.db, request.params.id),
  });
  idRoute(projectActivityEndpoint, {
    access: view,
    handler: async (request) => {
      await assertProjectExists(ctx.db, request.params.id);
      return getActivityPage(ctx.db, PROJECT_ENTITY, request.params.id, request.query, recordChangeLabels);
    },
  });
  declareOwnerChecklistRoutes(app, ctx.db, projectChecklist);
}
