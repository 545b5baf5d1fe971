import { keySortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** `/keyholders?tab=chiavi&kind=badge&client_id=5&state=in_ritardo&holder_user_id=3&q=carraia`. */
export const keyListSpec = listSpec({
  filters: { kind: 'text', client_id: 'id', state: 'text', holder_user_id: 'id' },
  sortColumns: keySortColumns,
  defaultSort: 'label',
});
