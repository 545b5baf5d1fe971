import type { PersonListQuery, PersonSortColumn } from '@officina/contracts';
import { defineList, type SortColumn, sortByLookup, sortByName } from '../../db/list/index.ts';
import { selectPersonViews } from './person.repository.ts';

/** The persons list's filters (the query string without its paging). */
export type PersonFilters = Omit<PersonListQuery, 'page' | 'per_page' | 'sort' | 'after'>;

const sorts: Record<PersonSortColumn, SortColumn> = {
  last_name: { column: 'persons.name_key', nullable: false },
  first_name: { column: 'persons.first_name', nullable: false },
  email: { column: 'persons.email', nullable: true },
  type_id: sortByLookup('persons.type_id', 'person_types', true),
  client_id: sortByName('persons.client_id', 'clients', true),
  created_at: { column: 'persons.created_at', nullable: false },
  updated_at: { column: 'persons.updated_at', nullable: false },
};

/** The persons list and export: large, like the clients' (ids first, keyset, search terms). */
export const personList = defineList({
  name: 'persons',
  id: 'persons.id',
  from: (db) => db.selectFrom('persons'),
  views: selectPersonViews,
  sorts,
  archive: 'persons.archived_at',
  filters: (eb, f: PersonFilters) => [
    f.type_id && eb('persons.type_id', '=', f.type_id),
    f.client_id && eb('persons.client_id', '=', f.client_id),
  ],
  search: { terms: 'persons' },
  page: 'ids',
  cursor: true,
  compiled: true,
  activeCount: 'persons',
});
