/**
 * Every way an apostrophe gets typed or pasted — ’ ‘ (word processors, the ISTAT list of comuni:
 * "Reggio nell’Emilia"), ` ´ ʼ ′ — folded into the keyboard's ', so "nell'emilia" finds
 * "nell’Emilia". Migration 0011-apostrophes folded the keys already stored.
 */
export const APOSTROPHE_VARIANTS = ['’', '‘', '`', '´', 'ʼ', '′'] as const;
const APOSTROPHES = new RegExp(`[${APOSTROPHE_VARIANTS.join('')}]`, 'g');

/**
 * Text as the search and sort columns store it: lower-case, accents stripped ("Città" → "citta"),
 * spaces collapsed. Done in JavaScript, not SQL, so both engines search with the same plain LIKE
 * (SQLite has no unaccent, and PostgreSQL's needs an extension).
 */
export function normalizeText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The concatenation of a record's searchable fields, normalised. */
export function searchText(values: (string | null | undefined)[]): string {
  return values.map(normalizeText).filter(Boolean).join(' ');
}

/** The words of a search box value, normalised (at most 5; every word must match). */
export function searchWords(q: string | undefined): string[] {
  return normalizeText(q).split(' ').filter(Boolean).slice(0, 5);
}

/** `%word%` LIKE pattern of one search word, LIKE wildcards escaped (escape character `\`). */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `%word%` patterns for a search box value (every word must match); LIKE wildcards escaped. */
export function searchPatterns(q: string | undefined): string[] {
  return searchWords(q).map(likePattern);
}
