import { documentationSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** `/documentations?q=backup&tag=rete&client_id=3&project_id=7&archived=true`. */
export const documentationListSpec = listSpec({
  filters: { tag: 'text', client_id: 'id', project_id: 'id', archived: 'flag' },
  sortColumns: documentationSortColumns,
  defaultSort: '-updated_at',
});
