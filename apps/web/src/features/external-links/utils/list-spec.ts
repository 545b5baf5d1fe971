import { externalLinkSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** `/external-links?category_id=2&client_id=5&project_id=7&q=portale`. */
export const externalLinkListSpec = listSpec({
  filters: { category_id: 'id', client_id: 'id', project_id: 'id' },
  sortColumns: externalLinkSortColumns,
  defaultSort: 'title',
});
