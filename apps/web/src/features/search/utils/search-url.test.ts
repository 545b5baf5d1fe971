import { describe, expect, it } from 'vitest';
import { readSearchUrl, writeSearchUrl } from './search-url.ts';

describe('search URL', () => {
  it('reads the query, the known kinds once each and the archived flag', () => {
    expect(readSearchUrl(new URLSearchParams('q=rossi&kinds=client,nope,person,client&archived=1'))).toEqual({
      q: 'rossi',
      kinds: ['client', 'person'],
      archived: true,
    });
    expect(readSearchUrl(new URLSearchParams(''))).toEqual({ q: '', kinds: [], archived: false });
  });

  it('writes back what it reads, leaving out what is empty', () => {
    const state = { q: 'città', kinds: ['project' as const], archived: false };
    expect(readSearchUrl(writeSearchUrl(state))).toEqual(state);
    expect(writeSearchUrl({ q: '', kinds: [], archived: false }).toString()).toBe('');
  });
});
