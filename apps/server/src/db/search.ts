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

/**
 * Shortest search word answered from the search-terms index (migration 0013): shorter words are a
 * LIKE on `search_text`, and the index keeps no term shorter than this.
 */
export const MIN_TERM_LENGTH = 3;

/**
 * The search terms of a record's `search_text`: every suffix of every word (space-separated
 * token) that is at least MIN_TERM_LENGTH characters long, once each. A search word is a substring
 * of `search_text` exactly when it is the prefix of one of these terms (a word holds no space, so
 * it lies inside one token, and then it starts one of that token's suffixes), so "forniture" finds
 * "elettroforniture" and "0017" a Partita IVA, as the LIKE '%word%' did, by a range scan of a
 * b-tree instead of reading every row.
 *
 * The same function exists in SQL on PostgreSQL (`officina_search_terms`, migration 0013) and is
 * registered under that name on every SQLite connection (db/sqlite.ts); the triggers that keep the
 * terms tables call it, and delete a record's old terms by recomputing them — so changing what it
 * returns needs a migration that rebuilds the tables.
 */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const token of text.split(' ')) {
    const chars = [...token];
    for (let i = 0; i + MIN_TERM_LENGTH <= chars.length; i++) terms.add(chars.slice(i).join(''));
  }
  return [...terms];
}

/**
 * The terms that start with `word`, as a half-open range [from, to) in code-point order (SQLite's
 * BINARY collation and PostgreSQL's "C" are both UTF-8 byte order, which is code-point order): `to`
 * is `word` with its last character moved one code point up. Null when the word is too short for
 * the index or ends in the last code point (those fall back to the LIKE).
 */
export function termRange(word: string): { from: string; to: string } | null {
  const chars = [...word];
  if (chars.length < MIN_TERM_LENGTH) return null;
  const last = chars.pop()?.codePointAt(0) ?? 0;
  if (last >= 0x10ffff) return null;
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return { from: word, to: chars.join('') + String.fromCodePoint(next) };
}

/**
 * Text as the global search index stores it (`search_documents.title_key`, `body_key`):
 * normalizeText, then every character that is not a letter or a digit a space ("Reggio nell’Emilia"
 * → "reggio nell emilia", "mario.rossi@x.it" → "mario rossi x it"). Both engines' default
 * tokenisers (SQLite FTS5 unicode61, PostgreSQL's `simple` parser) then see the same words.
 */
export function searchKey(...values: (string | null | undefined)[]): string {
  return values
    .map((value) =>
      normalizeText(value)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' ');
}

/** The words of a global search query (searchKey's words, at most 5; each a prefix, all must match). */
export function searchKeyWords(q: string | undefined): string[] {
  return searchKey(q).split(' ').filter(Boolean).slice(0, 5);
}
