import { productSortColumns } from '@officina/contracts';
import { listSpec } from '../../../lib/list/list-url-state.ts';

/** `/products?category_id=2&active=true&q=hosting`. `active` is a flag: present = only active ones. */
export const productListSpec = listSpec({
  filters: { category_id: 'id', active: 'flag', archived: 'flag' },
  sortColumns: productSortColumns,
  defaultSort: 'code',
});
