import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { recordEndpoints } from '../common/record-endpoints.ts';
import {
  createProjectInputSchema,
  projectListQuerySchema,
  projectSummarySchema,
  projectViewSchema,
  updateProjectInputSchema,
} from './project.schemas.ts';

export const projectPageSchema = pageOf(projectViewSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;
export const projectResponseSchema = z.object({ project: projectViewSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/**
 * list, get: view_projects; create, update, delete, restore: manage_projects.
 * create: a duplicate code → 422 on `code`.
 * delete: deleted when nothing points at it; archived when it has time entries or to-dos.
 */
export const {
  list: listProjectsEndpoint,
  create: createProjectEndpoint,
  get: getProjectEndpoint,
  update: updateProjectEndpoint,
  delete: deleteProjectEndpoint,
  restore: restoreProjectEndpoint,
} = recordEndpoints({
  path: '/projects',
  name: 'Project',
  summaries: {
    list: 'Elenco progetti (paginato, filtri, ricerca, ordinamento; archiviati con archived=true)',
    create: 'Nuovo progetto',
    get: 'Un progetto',
    update: 'Modifica un progetto (409 se updated_at non è più quello attuale)',
    delete: 'Elimina un progetto, o lo archivia se ha tempi o to-do',
    restore: 'Ripristina un progetto archiviato',
  },
  listQuery: projectListQuerySchema,
  page: projectPageSchema,
  create: createProjectInputSchema,
  update: updateProjectInputSchema,
  response: projectResponseSchema,
});

export const projectSummaryEndpoint = defineEndpoint({
  operationId: 'projectSummary',
  method: 'GET',
  path: '/projects/:id/summary',
  summary: 'Panoramica: ore a budget e usate, to-do aperti e chiusi',
  response: projectSummarySchema,
});

export const projectActivityEndpoint = defineEndpoint({
  operationId: 'projectActivity',
  method: 'GET',
  path: '/projects/:id/activity',
  summary: 'Attività del progetto',
  query: activityQuerySchema,
  response: activityPageSchema,
});
