import {
  type DocumentationListQuery,
  getDocumentationEndpoint,
  listDocumentationsEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of the documentation pages (lists, details, versions, diffs, tags, history). */
export const documentationKeys = {
  all: ['documentations'] as const,
  list: (query: object) => ['documentations', 'list', query] as const,
  detail: (id: number) => ['documentations', 'detail', id] as const,
  versions: (id: number) => ['documentations', 'versions', id] as const,
  version: (id: number, number: number) => ['documentations', 'version', id, number] as const,
  diff: (id: number, from: number, to: number) => ['documentations', 'diff', id, from, to] as const,
  activity: (id: number, page: number) => ['documentations', 'activity', id, page] as const,
  tags: ['documentations', 'tags'] as const,
  preview: (body: string) => ['documentations', 'preview', body] as const,
};

export type DocumentationListParams = Partial<DocumentationListQuery>;

/** GET /documentations: one page of the list. */
export function listDocumentations(query: DocumentationListParams, signal?: AbortSignal) {
  return callEndpoint(listDocumentationsEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /documentations/:id (with the server's sanitised `body_html`). */
export function getDocumentation(id: number) {
  return callEndpoint(getDocumentationEndpoint, { params: { id }, loading: false });
}

/** Documentazione: nouns ("pagina"), keys, detail read and pages, for the list page and the editor. */
export const documentationEntity = defineEntity({
  key: 'documentation',
  noun: ['pagina', 'pagine'],
  feminine: true,
  keys: documentationKeys,
  get: (id: number) => getDocumentation(id),
  paths: {
    list: () => paths.documentations.build(),
    add: () => paths.documentationAdd.build(),
    detail: (id: number) => paths.documentationDetail.build(id),
  },
});

/** How many active pages a client or a project has (the Documentazione tab's label). */
export function documentationCountQuery(of: 'client' | 'project', id: number) {
  return {
    queryKey: ['documentations', 'count', of, id] as const,
    queryFn: async () => {
      const filter = of === 'client' ? { client_id: id } : { project_id: id };
      return (await listDocumentations({ ...filter, per_page: 1 })).meta.total;
    },
    staleTime: 30_000,
  };
}
