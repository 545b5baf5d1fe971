import { contractSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** `/contracts?state_id=2&expiring_within_days=60`. */
export const contractListSpec = listSpec({
  filters: {
    state_id: 'id',
    type_id: 'id',
    client_id: 'id',
    expiring_within_days: 'count',
    archived: 'flag',
  },
  sortColumns: contractSortColumns,
  defaultSort: '-number',
});
