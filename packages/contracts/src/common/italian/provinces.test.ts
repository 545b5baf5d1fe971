import { describe, expect, it } from 'vitest';
import { findProvincia, historicItalianProvinces, isValidProvincia, italianProvinces } from './provinces.ts';

describe('italianProvinces', () => {
  it('lists the 107 current provinces, each sigla once, two capital letters', () => {
    expect(italianProvinces).toHaveLength(107);
    const codes = italianProvinces.map((province) => province.code);
    expect(new Set(codes).size).toBe(107);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('covers the 20 regions with the right number of provinces', () => {
    const perRegion = new Map<string, number>();
    for (const { region } of italianProvinces) perRegion.set(region, (perRegion.get(region) ?? 0) + 1);
    expect(perRegion.size).toBe(20);
    expect(perRegion.get('Lombardia')).toBe(12);
    expect(perRegion.get('Sicilia')).toBe(9);
    expect(perRegion.get('Sardegna')).toBe(5);
    expect(perRegion.get("Valle d'Aosta")).toBe(1);
  });

  it('uses the current Sardinian provinces and keeps the historic ones apart', () => {
    expect(findProvincia('SU')).toEqual({ code: 'SU', name: 'Sud Sardegna', region: 'Sardegna' });
    const historic = historicItalianProvinces.map((province) => province.code).sort();
    expect(historic).toEqual(['CI', 'OG', 'OT', 'VS']);
    for (const code of historic)
      expect(italianProvinces.some((province) => province.code === code)).toBe(false);
  });

  it.each([
    ['MI', 'Milano', 'Lombardia'],
    ['mb', 'Monza e Brianza', 'Lombardia'],
    [' bt ', 'Barletta-Andria-Trani', 'Puglia'],
    ['AO', 'Aosta', "Valle d'Aosta"],
    ['BZ', 'Bolzano', 'Trentino-Alto Adige'],
    ['RM', 'Roma', 'Lazio'],
  ])('finds %j as %s (%s)', (code, name, region) => {
    expect(findProvincia(code)).toMatchObject({ name, region });
  });
});

describe('isValidProvincia', () => {
  it.each(['MI', 'mi', 'SU', 'OT', 'CI', 'FM', 'VV'])('accepts %j', (code) => {
    expect(isValidProvincia(code)).toBe(true);
  });
  it.each(['XX', 'M', 'MIL', '', 'EE', 'Milano'])('rejects %j', (code) => {
    expect(isValidProvincia(code)).toBe(false);
  });
});
