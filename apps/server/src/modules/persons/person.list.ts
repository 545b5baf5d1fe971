import type { PersonListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, LARGE_LIST, sortByLookup, sortByName } from '../../db/list/index.ts';
import { selectPersonViews } from './person.repository.ts';

/** The persons list's filters (the query string without its paging). */
export type PersonFilters = FiltersOf<PersonListQuery>;

/** The persons list and export: large, like the clients' (ids first, keyset, search terms). */
export const personList = defineList<PersonFilters>()({
  table: 'persons',
  views: selectPersonViews,
  columns: 'last_name=name_key first_name email?',
  sorts: {
    type_id: sortByLookup('persons.type_id', 'person_types', true),
    client_id: sortByName('persons.client_id', 'clients', true),
  },
  archive: true,
  equal: ['type_id', 'client_id'],
  search: { terms: 'persons' },
  ...LARGE_LIST,
  activeCount: true,
});
