import { clientSortColumns, personSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** Filters of the clients list (`/crm?state_id=2&province=MI`), as the list endpoint takes them. */
export const clientListSpec = listSpec({
  filters: {
    state_id: 'id',
    category_id: 'id',
    account_manager_id: 'id',
    province: 'code',
    city: 'text',
    archived: 'flag',
  },
  sortColumns: clientSortColumns,
  defaultSort: 'business_name',
});

/** Filters of the persons list (`/crm/persons?type_id=3&client_id=12`). */
export const personListSpec = listSpec({
  filters: { type_id: 'id', client_id: 'id', archived: 'flag' },
  sortColumns: personSortColumns,
  defaultSort: 'last_name',
});
