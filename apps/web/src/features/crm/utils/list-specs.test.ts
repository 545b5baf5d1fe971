import { describe, expect, it } from 'vitest';
import { listQueryOf, readListState, writeListState } from '../../../lib/list/list-url-state.ts';
import { clientListSpec, personListSpec } from './list-specs.ts';

describe('CRM list specs', () => {
  it('read the clients filters, search, sort and paging, and write them back', () => {
    const query = 'q=rossi&state_id=2&province=MI&city=Milano&archived=true&sort=-city&page=3&per_page=50';
    const state = readListState(clientListSpec, new URLSearchParams(query));
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      sort: '-city',
      q: 'rossi',
      filters: { state_id: 2, province: 'MI', city: 'Milano', archived: true },
    });
    expect(writeListState(clientListSpec, state).toString()).toBe(query);
  });

  it('know the persons filters', () => {
    const state = readListState(personListSpec, new URLSearchParams('client_id=12&type_id=3&sort=-email'));
    expect(listQueryOf(state)).toMatchObject({ client_id: 12, type_id: 3, sort: '-email' });
  });
});
