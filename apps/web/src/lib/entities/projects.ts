import { getProjectEndpoint, listProjectsEndpoint, type ProjectListQuery } from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of projects: everything under `projects`, so a save refreshes lists, detail and tabs. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (query: object) => ['projects', 'list', query] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  summary: (id: number) => ['projects', 'detail', id, 'summary'] as const,
  activity: (id: number, page: number) => ['projects', 'detail', id, 'activity', page] as const,
  checklist: (id: number) => ['projects', 'detail', id, 'checklist'] as const,
};

export type ProjectListParams = Partial<ProjectListQuery>;

/** GET /projects: one page of the filtered, sorted list. */
export function listProjects(query: ProjectListParams, signal?: AbortSignal) {
  return callEndpoint(listProjectsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /projects/:id. */
export function getProject(id: number, signal?: AbortSignal) {
  return callEndpoint(getProjectEndpoint, { params: { id }, loading: false, ...(signal ? { signal } : {}) });
}

/** Progetti: nouns, keys, detail read and pages, for the list page and the record form. */
export const projectEntity = defineEntity({
  key: 'project',
  noun: ['progetto', 'progetti'],
  keys: projectKeys,
  get: (id: number) => getProject(id),
  paths: {
    list: () => paths.projects.build(),
    add: () => paths.projectAdd.build(),
    detail: (id: number) => paths.projectDetail.build(id),
  },
});
