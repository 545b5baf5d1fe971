import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listSpec, mergeListChange, readListState, withFilters } from './list-url-state.ts';
import { useListUrlState } from './use-list-url-state.ts';

const spec = listSpec({
  filters: { kind: 'text', record_type: 'text' },
  sortColumns: ['name', 'created_at'],
  defaultSort: '-created_at',
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/attachments?record_type=client']}>{children}</MemoryRouter>
);

describe('mergeListChange', () => {
  const empty = readListState(spec, new URLSearchParams());
  it('applies on the URL as it is now only what the change made against the state it was computed from', () => {
    const current = readListState(spec, new URLSearchParams('q=verbale'));
    const next = withFilters(empty, { filters: { kind: 'pdf' } });
    expect(mergeListChange(empty, next, current)).toMatchObject({ q: 'verbale', filters: { kind: 'pdf' } });
  });

  it('a filter the change removed is removed; one it left alone keeps the current value', () => {
    const rendered = readListState(spec, new URLSearchParams('kind=pdf&record_type=client'));
    const current = readListState(spec, new URLSearchParams('kind=image&record_type=client&q=x'));
    const next = withFilters(rendered, { filters: { record_type: undefined } });
    expect(mergeListChange(rendered, next, current)).toMatchObject({
      q: 'x',
      filters: { kind: 'image' },
      page: 1,
    });
    expect(mergeListChange(rendered, next, current).filters).not.toHaveProperty('record_type');
  });
});

describe('useListUrlState', () => {
  it('keeps a search committed just before a filter picked from the same, not yet re-rendered, state', () => {
    const { result } = renderHook(() => ({ list: useListUrlState(spec), location: useLocation() }), {
      wrapper,
    });
    const [stale, setState] = result.current.list;
    act(() => {
      // Both changes computed from the state of one render, as a debounced search box and a select
      // do when the second fires before the page re-rendered with the first.
      setState(withFilters(stale, { q: 'verbale' }));
      setState(withFilters(stale, { filters: { kind: 'pdf' } }));
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('q')).toBe('verbale');
    expect(params.get('kind')).toBe('pdf');
    expect(params.get('record_type')).toBe('client');
    expect(result.current.list[0]).toMatchObject({
      q: 'verbale',
      filters: { kind: 'pdf', record_type: 'client' },
    });
  });
});
