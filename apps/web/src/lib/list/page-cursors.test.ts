import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPageCursors, rememberNextCursor, withPageCursor } from './page-cursors.ts';

beforeEach(() => forgetPageCursors());

describe('page cursors', () => {
  it('sends the cursor of page N with page N + 1 of the same query only', () => {
    const query = { page: 1, per_page: 25, sort: 'business_name', q: 'rossi', state_id: 2 };
    rememberNextCursor('clients', query, { page: 1, next_cursor: 'c2' });
    expect(withPageCursor('clients', { ...query, page: 2 })).toEqual({ ...query, page: 2, after: 'c2' });
    // The same query written in another key order is the same query.
    const reordered = { state_id: 2, q: 'rossi', sort: 'business_name', per_page: 25, page: 2 };
    expect(withPageCursor('clients', reordered).after).toBe('c2');
    // Another page, sort, size, filter or list gets none.
    expect(withPageCursor('clients', { ...query, page: 3 }).after).toBeUndefined();
    expect(withPageCursor('clients', { ...query, page: 2, sort: '-business_name' }).after).toBeUndefined();
    expect(withPageCursor('clients', { ...query, page: 2, per_page: 50 }).after).toBeUndefined();
    expect(withPageCursor('clients', { ...query, page: 2, state_id: 3 }).after).toBeUndefined();
    expect(withPageCursor('persons', { ...query, page: 2 }).after).toBeUndefined();
  });

  it('never sends a cursor for the first page, and keeps none for the last', () => {
    const query = { page: 1, per_page: 10 };
    rememberNextCursor('clients', query, { page: 1, next_cursor: null });
    expect(withPageCursor('clients', { ...query, page: 2 })).toEqual({ page: 2, per_page: 10 });
    expect(withPageCursor('clients', query)).toBe(query);
  });

  it('a query that already carries a stale after gets the remembered one instead', () => {
    rememberNextCursor('opportunities', { page: 4, per_page: 25 }, { page: 4, next_cursor: 'c5' });
    expect(withPageCursor('opportunities', { page: 5, per_page: 25, after: 'old' }).after).toBe('c5');
  });
});
