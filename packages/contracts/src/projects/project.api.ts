import { z } from 'zod';
import { activityPageSchema } from '../clients/client.api.ts';
import { activityQuerySchema } from '../common/activity.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
import { deleteResultSchema } from '../common/records.ts';
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

/** Permission: view_projects. */
export const listProjectsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projects',
  summary: 'Elenco progetti (paginato, filtri, ricerca, ordinamento; archiviati con archived=true)',
  query: projectListQuerySchema,
  response: projectPageSchema,
});

/** Permission: manage_projects. Duplicate code → 422 on `code`. */
export const createProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/projects',
  summary: 'Nuovo progetto',
  body: createProjectInputSchema,
  response: projectResponseSchema,
});

export const getProjectEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projects/:id',
  summary: 'Un progetto',
  response: projectResponseSchema,
});

export const updateProjectEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/projects/:id',
  summary: 'Modifica un progetto (409 se updated_at non è più quello attuale)',
  body: updateProjectInputSchema,
  response: projectResponseSchema,
});

/** Deleted when nothing points at it; archived when it has time entries or to-dos. */
export const deleteProjectEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/projects/:id',
  summary: 'Elimina un progetto, o lo archivia se ha tempi o to-do',
  response: deleteResultSchema,
});

export const restoreProjectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/projects/:id/restore',
  summary: 'Ripristina un progetto archiviato',
  response: projectResponseSchema,
});

export const projectSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projects/:id/summary',
  summary: 'Panoramica: ore a budget e usate, to-do aperti e chiusi',
  response: projectSummarySchema,
});

export const projectActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/projects/:id/activity',
  summary: 'Attività del progetto',
  query: activityQuerySchema,
  response: activityPageSchema,
});
