import { productSortColumns } from '@officina/contracts';
import type { ListSpec, ListState } from '../../../lib/list/list-url-state.ts';

/** `/products?category_id=2&active=true&q=hosting`. `active` is a flag: present = only active ones. */
export const productListSpec = {
  filters: { category_id: 'id', active: 'flag', archived: 'flag' },
  sortColumns: productSortColumns,
  defaultSort: 'code',
  defaultPerPage: 25,
  perPageOptions: [10, 25, 50, 100],
} as const satisfies ListSpec<Record<string, 'id' | 'flag'>, string>;

export type ProductListState = ListState<
  (typeof productListSpec)['filters'],
  (typeof productListSpec)['sortColumns'][number]
>;
