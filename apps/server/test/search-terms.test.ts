import { describe, expect, it } from 'vitest';
import { searchTerms, termRange } from '../src/db/search.ts';

/** Whether `term` falls in `word`'s range, compared by code points (the order both engines use). */
function inRange(word: string, term: string): boolean {
  const range = termRange(word);
  if (!range) throw new Error(`no range for ${word}`);
  const cmp = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  return cmp(term, range.from) >= 0 && cmp(term, range.to) < 0;
}

describe('search terms', () => {
  it('are the suffixes of 3+ characters of every word, once each', () => {
    expect(searchTerms('rossi s.r.l. ab rossi')).toEqual([
      'rossi',
      'ossi',
      'ssi',
      's.r.l.',
      '.r.l.',
      'r.l.',
      '.l.',
    ]);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('𝔸bc')).toEqual(['𝔸bc']);
  });

  it('a word is in a term’s range exactly when it starts the term (UTF-8 byte order)', () => {
    expect(inRange('forn', 'forniture')).toBe(true);
    expect(inRange('forn', 'forn')).toBe(true);
    expect(inRange('forn', 'foro')).toBe(false);
    expect(inRange('forn', 'form')).toBe(false);
    expect(inRange('caffè', 'caffèria')).toBe(true);
    expect(inRange('caffè', 'caffé')).toBe(false);
    // The last character just below the surrogates: the bound skips to U+E000.
    expect(inRange('ab\u{D7FF}', 'ab\u{D7FF}x')).toBe(true);
    expect(inRange('ab\u{D7FF}', 'ab\u{E000}')).toBe(false);
    expect(inRange('ab𝔸', 'ab𝔸c')).toBe(true);
    expect(inRange('ab𝔸', 'ab𝔹')).toBe(false);
  });

  it('has no range for short words or a last code point it cannot step past', () => {
    expect(termRange('ab')).toBeNull();
    expect(termRange('𝔸b')).toBeNull();
    expect(termRange('ab\u{10FFFF}')).toBeNull();
  });
});
