import { italianProvinces } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { provinceMatch, rankProvinces } from './provincia-ranking.ts';

const codes = (typed: string) => rankProvinces(italianProvinces, typed).map((p) => p.code);
const milano = italianProvinces.find((p) => p.code === 'MI');

describe('rankProvinces', () => {
  it('puts the exact sigla first, then names starting with the text', () => {
    expect(codes('MI')[0]).toBe('MI');
    // "ro" is Rovigo's sigla; Roma only starts with it.
    expect(codes('ro').slice(0, 2)).toEqual(['RO', 'RM']);
    expect(codes('Mon')).toEqual(['MB', 'CR']); // Monza starts with it, Cremona contains it
    expect(codes('Rom')).toEqual(['RM']);
    expect(codes('reggio')).toEqual(['RC', 'RE']);
  });

  it('then names with a word starting with the text, then names containing it', () => {
    expect(codes('cesena')).toEqual(['FC']);
    expect(codes('brianza')).toEqual(['MB']);
    expect(codes('spezia')).toEqual(['SP']);
    expect(codes('Ur')).toEqual(['PU']);
    expect(codes('ano')).toEqual(expect.arrayContaining(['BZ', 'MI', 'OR']));
  });

  it('ignores case and accents and treats hyphens as spaces', () => {
    expect(codes('forli')).toEqual(['FC']);
    expect(codes('FORLÌ')).toEqual(['FC']);
    expect(codes('forli cesena')).toEqual(['FC']);
    expect(codes('massa carrara')).toEqual(['MS']);
  });

  it('never lets a region outrank a province; a region alone lists its provinces', () => {
    // "Mon" is in "Piemonte", "Rom" starts "Romagna": the provinces named so win, the regions are left out.
    expect(codes('Mon')).not.toContain('TO');
    expect(codes('Rom')).not.toContain('PC');
    const lombard = codes('lomb');
    expect(lombard).toHaveLength(12);
    expect(lombard.slice(0, 3)).toEqual(['BG', 'BS', 'CO']);
  });

  it('keeps every province in its order for blank text, and nothing matches nonsense', () => {
    expect(rankProvinces(italianProvinces, '  ')).toEqual([...italianProvinces]);
    expect(codes('zzz')).toEqual([]);
  });
});

describe('provinceMatch', () => {
  it('names how a province matches', () => {
    if (!milano) throw new Error('MI missing');
    expect(provinceMatch(milano, 'mi')).toBe('sigla');
    expect(provinceMatch(milano, 'Mil')).toBe('name-start');
    expect(provinceMatch(milano, 'lano')).toBe('name');
    expect(provinceMatch(milano, 'Lombardia')).toBe('region');
    expect(provinceMatch(milano, 'roma')).toBeNull();
    expect(provinceMatch(milano, '')).toBeNull();
  });
});
