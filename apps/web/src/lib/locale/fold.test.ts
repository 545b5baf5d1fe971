import { describe, expect, it } from 'vitest';
import { fold, highlightParts, matchesAll } from './fold.ts';

describe('fold', () => {
  it('drops accents and case and makes apostrophes plain', () => {
    expect(fold('Città')).toBe('citta');
    expect(fold('Reggio nell’Emilia')).toBe("reggio nell'emilia");
  });
});

describe('matchesAll', () => {
  it('needs every word, anywhere, accent-insensitive', () => {
    expect(matchesAll(['Vai a Opportunità'], 'opportu')).toBe(true);
    expect(matchesAll(['Vai a Opportunità'], 'vai opportunita')).toBe(true);
    expect(matchesAll(['Vai a Opportunità'], 'vai clienti')).toBe(false);
    expect(matchesAll(['Nuovo cliente'], '  ')).toBe(true);
  });
});

describe('highlightParts', () => {
  it('marks the matched words in the original text, accents kept', () => {
    expect(highlightParts('Ufficio di Città di Castello', 'citta cast')).toEqual([
      { text: 'Ufficio di ', match: false },
      { text: 'Città', match: true },
      { text: ' di ', match: false },
      { text: 'Cast', match: true },
      { text: 'ello', match: false },
    ]);
  });

  it('marks nothing for a one-letter query', () => {
    expect(highlightParts('Rossi', 'r')).toEqual([{ text: 'Rossi', match: false }]);
  });
});
