import type { ClientListQuery, ClientSortColumn } from '@officina/contracts';
import { defineList, type SortColumn, sortByLookup, sortByUser } from '../../db/list/index.ts';
import { normalizeText } from '../../db/search.ts';
import { selectClientViews } from './client.repository.ts';

/** The clients list's filters (the query string without its paging). */
export type ClientFilters = Omit<ClientListQuery, 'page' | 'per_page' | 'sort' | 'after'>;

const sorts: Record<ClientSortColumn, SortColumn> = {
  business_name: { column: 'clients.name_key', nullable: false },
  vat_number: { column: 'clients.vat_number', nullable: true },
  city: { column: 'clients.city_key', nullable: true },
  province: { column: 'clients.province', nullable: true },
  state_id: sortByLookup('clients.state_id', 'client_states', true),
  category_id: sortByLookup('clients.category_id', 'client_categories', true),
  account_manager_id: sortByUser('clients.account_manager_id', true),
  created_at: { column: 'clients.created_at', nullable: false },
  updated_at: { column: 'clients.updated_at', nullable: false },
};

/**
 * The clients list and export: 100k rows and more, so a page's ids come first from the sort index,
 * pages continue by keyset, the search reads the search-terms index and the unfiltered total is the
 * running count.
 */
export const clientList = defineList({
  name: 'clients',
  id: 'clients.id',
  from: (db) => db.selectFrom('clients'),
  views: selectClientViews,
  sorts,
  archive: 'clients.archived_at',
  filters: (eb, f: ClientFilters) => [
    f.state_id && eb('clients.state_id', '=', f.state_id),
    f.category_id && eb('clients.category_id', '=', f.category_id),
    f.account_manager_id && eb('clients.account_manager_id', '=', f.account_manager_id),
    f.province && eb('clients.province', '=', f.province),
    f.city && eb('clients.city_key', '=', normalizeText(f.city)),
  ],
  search: { terms: 'clients' },
  page: 'ids',
  cursor: true,
  compiled: true,
  activeCount: 'clients',
});
