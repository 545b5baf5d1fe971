import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  type FilterKind,
  isFiltered,
  type ListSpec,
  listQueryOf,
  listSpec,
  readListState,
  sortFromModel,
  sortModelOf,
  withFilters,
  writeListState,
} from './list-url-state.ts';

const perPageOptions = [10, 25, 50, 100] as const;

/** A list shaped like the CRM's clients list: every filter kind it uses. */
const clientListSpec = {
  filters: {
    state_id: 'id',
    category_id: 'id',
    account_manager_id: 'id',
    province: 'code',
    city: 'text',
    archived: 'flag',
  },
  sortColumns: ['business_name', 'vat_number', 'city', 'updated_at'],
  defaultSort: 'business_name',
  defaultPerPage: 25,
  perPageOptions,
} as const satisfies ListSpec<Record<string, FilterKind>, string>;

const personListSpec = {
  filters: { type_id: 'id', client_id: 'id', archived: 'flag' },
  sortColumns: ['last_name', 'email'],
  defaultSort: 'last_name',
  defaultPerPage: 25,
  perPageOptions,
} as const satisfies ListSpec<Record<string, FilterKind>, string>;

/** The sales lists' extra kinds: amounts in cents, ages in days, a month. */
const salesListSpec = {
  filters: { min_value_cents: 'count', stale_days: 'count', month: 'month' },
  sortColumns: ['title'],
  defaultSort: 'title',
  defaultPerPage: 25,
  perPageOptions,
} as const satisfies ListSpec<Record<string, FilterKind>, string>;

const read = (query: string) => readListState(clientListSpec, new URLSearchParams(query));

describe('list state ⇄ URL', () => {
  it('reads defaults from an empty query', () => {
    expect(read('')).toEqual({ page: 1, perPage: 25, sort: 'business_name', q: '', filters: {} });
  });

  it('reads filters, search, sort and paging', () => {
    const state = read(
      'q=citt%C3%A0&state_id=2&province=mi&city=+Milano+&archived=true&sort=-city&page=3&per_page=50',
    );
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      sort: '-city',
      q: 'città',
      filters: { state_id: 2, province: 'MI', city: 'Milano', archived: true },
    });
  });

  it('drops what the API would refuse', () => {
    const state = read('state_id=abc&category_id=0&sort=password&page=-2&per_page=7&archived=maybe&city=');
    expect(state).toEqual({ page: 1, perPage: 25, sort: 'business_name', q: '', filters: {} });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = read('');
    expect(writeListState(clientListSpec, state).toString()).toBe('');
    const query = 'q=rossi&state_id=2&province=MI&sort=-updated_at&page=2';
    expect(writeListState(clientListSpec, read(query)).toString()).toBe(query);
  });

  it('asks the API with the same names', () => {
    expect(listQueryOf(read('q=rossi&account_manager_id=4&archived=true'))).toEqual({
      q: 'rossi',
      account_manager_id: 4,
      archived: true,
      page: 1,
      per_page: 25,
      sort: 'business_name',
    });
  });

  it('goes back to the first page when a filter changes, and can clear one', () => {
    const next = withFilters(read('state_id=2&page=4'), { filters: { state_id: undefined, city: 'Roma' } });
    expect(next.page).toBe(1);
    expect(writeListState(clientListSpec, next).toString()).toBe('city=Roma');
    expect(activeFilterCount(next.filters)).toBe(1);
  });

  it('knows the persons filters', () => {
    const state = readListState(personListSpec, new URLSearchParams('client_id=12&type_id=3&sort=-email'));
    expect(listQueryOf(state)).toMatchObject({ client_id: 12, type_id: 3, sort: '-email' });
  });

  it('reads counts (zero included) and months, and drops malformed ones', () => {
    const ok = readListState(
      salesListSpec,
      new URLSearchParams('min_value_cents=0&stale_days=30&month=2026-02'),
    );
    expect(ok.filters).toEqual({ min_value_cents: 0, stale_days: 30, month: '2026-02' });
    const bad = readListState(
      salesListSpec,
      new URLSearchParams('min_value_cents=-5&stale_days=1.5&month=2026-13'),
    );
    expect(bad.filters).toEqual({});
    expect(writeListState(salesListSpec, ok).toString()).toBe(
      'min_value_cents=0&stale_days=30&month=2026-02',
    );
  });
});

describe('grid sort model ⇄ sort', () => {
  it('maps both ways', () => {
    expect(sortModelOf('-city')).toEqual([{ field: 'city', sort: 'desc' }]);
    expect(sortModelOf('city')).toEqual([{ field: 'city', sort: 'asc' }]);
    expect(
      sortFromModel([{ field: 'city', sort: 'desc' }], clientListSpec.sortColumns, 'business_name'),
    ).toBe('-city');
  });

  it('falls back for cleared or unsortable columns', () => {
    expect(sortFromModel([], clientListSpec.sortColumns, 'business_name')).toBe('business_name');
    expect(
      sortFromModel([{ field: 'email', sort: 'asc' }], clientListSpec.sortColumns, 'business_name'),
    ).toBe('business_name');
  });
});

describe('listSpec, isFiltered, clearedFilters', () => {
  const spec = listSpec({
    filters: { view: 'text', state_id: 'id' },
    sortColumns: ['name'],
    defaultSort: 'name',
  });

  it('gives a spec the house page sizes', () => {
    expect(spec.defaultPerPage).toBe(25);
    expect(spec.perPageOptions).toEqual([10, 25, 50, 100]);
  });

  it('counts search and filters but the uncounted ones, and clears all but those', () => {
    const board = readListState(spec, new URLSearchParams('view=board&page=3'));
    expect(isFiltered(board, ['view'])).toBe(false);
    expect(isFiltered(board)).toBe(true);
    const searched = readListState(spec, new URLSearchParams('view=board&state_id=2&q=rossi&page=3'));
    expect(isFiltered(searched, ['view'])).toBe(true);
    expect(clearedFilters(searched, ['view'])).toEqual({
      ...searched,
      page: 1,
      q: '',
      filters: { view: 'board' },
    });
    expect(clearedFilters(searched).filters).toEqual({});
  });
});
