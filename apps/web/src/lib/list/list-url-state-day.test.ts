import { describe, expect, it } from 'vitest';
import { listSpec, readListState, writeListState } from './list-url-state.ts';

/** A period filter (the attachments' upload day "Dal"/"Al"). */
const spec = listSpec({ filters: { from: 'day', to: 'day' }, sortColumns: ['name'], defaultSort: 'name' });

describe("the 'day' filter kind", () => {
  it('reads real calendar days and writes them back as they were', () => {
    const state = readListState(spec, new URLSearchParams('from=2026-02-01&to=2026-02-28'));
    expect(state.filters).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(writeListState(spec, state).toString()).toBe('from=2026-02-01&to=2026-02-28');
  });

  it('drops days that do not exist, day-first spellings and junk', () => {
    for (const raw of ['2026-02-30', '2026-13-01', '01/02/2026', '2026-2-1', 'oggi', '']) {
      expect(readListState(spec, new URLSearchParams({ from: raw })).filters).toEqual({});
    }
    expect(readListState(spec, new URLSearchParams('from=2028-02-29')).filters).toEqual({
      from: '2028-02-29',
    });
  });
});
