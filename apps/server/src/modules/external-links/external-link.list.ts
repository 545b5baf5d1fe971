import type { ExternalLinkListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, likeEscaped, sortByLookup, sortByName } from '../../db/list/index.ts';
import { selectExternalLinkViews } from './external-link.repository.ts';

/** The links list's filters (the query string without its paging). */
export type ExternalLinkFilters = FiltersOf<ExternalLinkListQuery>;

/**
 * The links list (and a client's or project's Link tab): `q` matches title, address and
 * description; no archive view (a link is deleted, never archived).
 */
export const externalLinkList = defineList<ExternalLinkFilters>()({
  table: 'external_links',
  views: selectExternalLinkViews,
  columns: 'title=title_key url',
  sorts: {
    category_id: sortByLookup('external_links.category_id', 'external_link_categories', true),
    client_id: sortByName('external_links.client_id', 'clients', true),
    project_id: sortByName('external_links.project_id', 'projects', true),
  },
  equal: ['category_id', 'client_id', 'project_id'],
  activeCount: true,
  search: { like: (_eb, pattern) => likeEscaped('external_links.search_text', pattern) },
  compiled: true,
});
