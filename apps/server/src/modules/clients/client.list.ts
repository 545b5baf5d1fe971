import type { ClientListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, LARGE_LIST, sortByLookup, sortByUser } from '../../db/list/index.ts';
import { normalizeText } from '../../db/search.ts';
import { selectClientViews } from './client.repository.ts';

/** The clients list's filters (the query string without its paging). */
export type ClientFilters = FiltersOf<ClientListQuery>;

/**
 * The clients list and export: 100k rows and more, so a page's ids come first from the sort index,
 * pages continue by keyset, the search reads the search-terms index and the unfiltered total is the
 * running count.
 */
export const clientList = defineList<ClientFilters>()({
  table: 'clients',
  views: selectClientViews,
  columns: 'business_name=name_key vat_number? city=city_key? province?',
  sorts: {
    state_id: sortByLookup('clients.state_id', 'client_states', true),
    category_id: sortByLookup('clients.category_id', 'client_categories', true),
    account_manager_id: sortByUser('clients.account_manager_id', true),
  },
  archive: true,
  equal: ['state_id', 'category_id', 'account_manager_id', 'province'],
  filters: (eb, f) => [f.city && eb('clients.city_key', '=', normalizeText(f.city))],
  search: { terms: 'clients' },
  ...LARGE_LIST,
  activeCount: true,
});
