import type { DocumentationListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, likeEscaped, sortByName } from '../../db/list/index.ts';
import { selectDocumentationListRows } from './documentation.repository.ts';

/** The documentation list's filters (the query string without its paging). */
export type DocumentationFilters = FiltersOf<DocumentationListQuery>;

/**
 * Documentation pages: `q` matches title, body and tags (LIKE over the normalised `search_text`);
 * `tag` is one tag through the `documentation_tags` index. The page's ids come first from the sort
 * index, then their rows (bodies are read for 25 pages only).
 */
export const documentationList = defineList<DocumentationFilters>()({
  table: 'documentations',
  views: selectDocumentationListRows,
  columns: 'title=title_key version',
  sorts: {
    client_id: sortByName('documentations.client_id', 'clients', true),
    project_id: sortByName('documentations.project_id', 'projects', true),
  },
  archive: true,
  equal: ['client_id', 'project_id'],
  filters: (eb, f) => [
    f.tag &&
      eb.exists(
        eb
          .selectFrom('documentation_tags as dt')
          .select('dt.documentation_id')
          .whereRef('dt.documentation_id', '=', 'documentations.id')
          .where('dt.tag', '=', f.tag),
      ),
  ],
  search: { like: (_eb, pattern) => likeEscaped('documentations.search_text', pattern) },
  page: 'ids',
  compiled: true,
});
