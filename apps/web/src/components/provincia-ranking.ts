import type { ItalianProvince } from '@officina/contracts';

/** How a province matches what was typed, best first. */
const tiers = ['sigla', 'name-start', 'word-start', 'name', 'region'] as const;
export type ProvinceMatch = (typeof tiers)[number];

/** Lower case, no accents, any run of punctuation or spaces as one space: "Forlì-Cesena" → "forli cesena". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const startsAWord = (text: string, query: string) => text.startsWith(query) || text.includes(` ${query}`);

/** How `province` matches the already folded `query`, or null when it does not. */
function matchFolded(province: ItalianProvince, query: string): ProvinceMatch | null {
  if (province.code.toLowerCase() === query) return 'sigla';
  const name = fold(province.name);
  if (name.startsWith(query)) return 'name-start';
  if (name.includes(` ${query}`)) return 'word-start';
  if (name.includes(query)) return 'name';
  if (startsAWord(fold(province.region), query)) return 'region';
  return null;
}

/** How `province` matches the typed text (case and accents ignored), or null; null for blank text too. */
export function provinceMatch(province: ItalianProvince, typed: string): ProvinceMatch | null {
  const query = fold(typed);
  return query === '' ? null : matchFolded(province, query);
}

/**
 * The provinces matching the typed text, best first: the exact sigla ("mi" → Milano), then names
 * starting with it ("mon" → Monza e Brianza), names with a word starting with it ("cesena" →
 * Forlì-Cesena), names containing it; alphabetical within each. Only when no name or sigla matches are
 * the provinces of a matching region offered ("lomb" → the Lombard ones), so that a region never
 * outranks a province. Case and accents are ignored; blank text keeps every province in its order.
 */
export function rankProvinces(provinces: readonly ItalianProvince[], typed: string): ItalianProvince[] {
  const query = fold(typed);
  if (query === '') return [...provinces];
  const matched = provinces.flatMap((province) => {
    const match = matchFolded(province, query);
    return match ? [{ province, tier: tiers.indexOf(match) }] : [];
  });
  const direct = matched.filter((m) => tiers[m.tier] !== 'region');
  return (direct.length > 0 ? direct : matched)
    .sort((a, b) => a.tier - b.tier || a.province.name.localeCompare(b.province.name, 'it'))
    .map((m) => m.province);
}
