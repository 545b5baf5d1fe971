import type { DocumentationListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, sortByName } from '../../db/list/index.ts';
import { selectDocumentationListRows } from './documentation.repository.ts';
import { searchRanges } from './documentation.words.ts';

/** The documentation list's filters (the query string without its paging). */
export type DocumentationFilters = FiltersOf<DocumentationListQuery>;

/**
 * Documentation pages: `q` finds the pages where every word typed begins a word of the title, tags
 * or body (accent- and case-insensitive, through `documentation_words`); `tag` is one tag through
 * the `documentation_tags` index. The page's ids come first from the sort index, then their rows.
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
  activeCount: true,
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
    // `q`: every word typed begins a word of the page (a range of the words index per word)
    ...searchRanges(f.q).map(({ from, to }) =>
      eb(
        'documentations.id',
        'in',
        eb
          .selectFrom('documentation_words as dw')
          .select('dw.documentation_id')
          .where('dw.word', '>=', from)
          .where('dw.word', '<', to),
      ),
    ),
  ],
  page: 'ids',
  compiled: true,
});
