/**
 * Text as the search and sort columns store it: lower-case, accents stripped ("Città" → "citta"),
 * spaces collapsed. Done in JavaScript, not SQL, so both engines search with the same plain LIKE
 * (SQLite has no unaccent, and PostgreSQL's needs an extension).
 */
export function normalizeText(value: string | null | undefined): string {
  if (!value) return '';
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The concatenation of a record's searchable fields, normalised. */
export function searchText(values: (string | null | undefined)[]): string {
  return values.map(normalizeText).filter(Boolean).join(' ');
}

/** `%word%` patterns for a search box value (every word must match); LIKE wildcards escaped. */
export function searchPatterns(q: string | undefined): string[] {
  const words = normalizeText(q).split(' ').filter(Boolean).slice(0, 5);
  return words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
