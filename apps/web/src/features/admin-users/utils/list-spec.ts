import { adminUserSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** `/admin/users?q=rossi&group_id=2&status=inactive&sort=-last_login_at`. */
export const adminUserListSpec = listSpec({
  filters: { group_id: 'id', status: 'text' },
  sortColumns: adminUserSortColumns,
  defaultSort: 'name',
});
