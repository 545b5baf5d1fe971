import { clientSortColumns, personSortColumns } from '@officina/contracts';
import type { FilterKind, ListSpec, ListState } from '../../../lib/list/list-url-state.ts';

const perPageOptions = [10, 25, 50, 100] as const;

/** Filters of the clients list (`/crm?state_id=2&province=MI`), as the list endpoint takes them. */
export const clientListSpec = {
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
  defaultPerPage: 25,
  perPageOptions,
} as const satisfies ListSpec<Record<string, FilterKind>, string>;

/** Filters of the persons list (`/crm/persons?type_id=3&client_id=12`). */
export const personListSpec = {
  filters: { type_id: 'id', client_id: 'id', archived: 'flag' },
  sortColumns: personSortColumns,
  defaultSort: 'last_name',
  defaultPerPage: 25,
  perPageOptions,
} as const satisfies ListSpec<Record<string, FilterKind>, string>;

export type ClientListState = ListState<
  (typeof clientListSpec)['filters'],
  (typeof clientListSpec)['sortColumns'][number]
>;
export type PersonListState = ListState<
  (typeof personListSpec)['filters'],
  (typeof personListSpec)['sortColumns'][number]
>;
