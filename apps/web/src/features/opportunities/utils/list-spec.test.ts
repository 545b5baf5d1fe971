import { describe, expect, it } from 'vitest';
import { listQueryOf, readListState, writeListState } from '../../../lib/list/list-url-state.ts';
import { boardQueryOf, opportunityListSpec, viewOf } from './list-spec.ts';

const read = (query: string) => readListState(opportunityListSpec, new URLSearchParams(query));

describe('opportunity filters ⇄ URL', () => {
  it('reads every filter, dropping malformed ones', () => {
    const state = read(
      'q=sito&state_id=2&type_id=x&owner_id=3&client_id=12&close_month=2026-11&amount_min=100000&amount_max=-5&sort=-total_cents&page=2',
    );
    expect(state).toEqual({
      page: 2,
      perPage: 25,
      sort: '-total_cents',
      q: 'sito',
      filters: { state_id: 2, owner_id: 3, client_id: 12, close_month: '2026-11', amount_min: 100_000 },
    });
    expect(read('close_month=2026-13&sort=-nonsense').filters).toEqual({});
    expect(read('sort=-nonsense').sort).toBe('-number');
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const state = read('close_month=2026-11&amount_min=0&amount_max=500000&q=rete');
    const written = writeListState(opportunityListSpec, state);
    expect(written.toString()).toBe('q=rete&close_month=2026-11&amount_min=0&amount_max=500000');
    expect(read(written.toString())).toEqual(state);
    expect(writeListState(opportunityListSpec, read('')).toString()).toBe('');
  });

  it('asks the list and the board with the same filters; the board without state, paging and sort', () => {
    const query = listQueryOf(read('state_id=2&client_id=12&archived=true&q=rete'));
    expect(query).toEqual({
      state_id: 2,
      client_id: 12,
      archived: true,
      q: 'rete',
      page: 1,
      per_page: 25,
      sort: '-number',
    });
    expect(boardQueryOf(query)).toEqual({ client_id: 12, q: 'rete', cards_per_state: 10 });
  });

  it('keeps the view toggle in the URL', () => {
    expect(viewOf(new URLSearchParams('view=board'))).toBe('board');
    expect(viewOf(new URLSearchParams('view=nonsense'))).toBe('table');
    expect(viewOf(new URLSearchParams(''))).toBe('table');
  });
});
