import {
  type ExternalLinkListQuery,
  getExternalLinkEndpoint,
  listExternalLinksEndpoint,
} from '@officina/contracts';
import { callEndpoint } from '../api/api-client.ts';
import { paths } from '../paths.ts';
import { defineEntity } from './entity.ts';

/** Query keys of the links (`external_links` also names `manage_external_links`). */
export const externalLinkKeys = {
  all: ['external_links'] as const,
  list: (query: object) => ['external_links', 'list', query] as const,
  detail: (id: number) => ['external_links', 'detail', id] as const,
  activity: (id: number, page: number) => ['external_links', 'detail', id, 'activity', page] as const,
  categories: ['external_links', 'categories'] as const,
  count: (owner: 'client' | 'project', id: number) => ['external_links', 'count', owner, id] as const,
};

export type ExternalLinkListParams = Partial<ExternalLinkListQuery>;

/** GET /external-links: one page of links. */
export function listExternalLinks(query: ExternalLinkListParams, signal?: AbortSignal) {
  return callEndpoint(listExternalLinksEndpoint, { query, loading: false, ...(signal ? { signal } : {}) });
}

/** GET /external-links/:id. */
export function getExternalLink(id: number) {
  return callEndpoint(getExternalLinkEndpoint, { params: { id }, loading: false });
}

/** The count of a client's or a project's links, for its Link tab's label (CountedTab of the routes). */
export const externalLinkCountQuery = (owner: 'client' | 'project', id: number) => ({
  queryKey: externalLinkKeys.count(owner, id),
  queryFn: () =>
    listExternalLinks(
      owner === 'client' ? { client_id: id, per_page: 1 } : { project_id: id, per_page: 1 },
    ).then((page) => page.meta.total),
  staleTime: 30_000,
});

/** Link: nouns, keys, detail read and pages, for the list page and the record form. */
export const externalLinkEntity = defineEntity({
  key: 'external_link',
  noun: ['link', 'link'],
  keys: externalLinkKeys,
  get: (id: number) => getExternalLink(id),
  paths: {
    list: () => paths.externalLinks.build(),
    add: () => paths.externalLinkAdd.build(),
    detail: (id: number) => paths.externalLinkDetail.build(id),
  },
});
