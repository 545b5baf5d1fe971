import { normalizeText } from '../../db/search.ts';

/** Longest word kept (longer ones are cut: a base64 blob in a page is not something one searches). */
const MAX_WORD = 64;
/** At most this many words of a search box value must match. */
const MAX_QUERY_WORDS = 5;

/** The words of a text as the search sees them: normalised, split on anything but letters and digits. */
function tokens(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => [...word].slice(0, MAX_WORD).join(''));
}

/** The distinct words of a page's title, tags and body (what documentation_words stores). */
export function pageWords(fields: { title: string; tags: readonly string[]; body: string }): string[] {
  return [...new Set(tokens(`${fields.title} ${fields.tags.join(' ')} ${fields.body}`))];
}

/**
 * The words of a search box value, each as the range of stored words it begins: `[word, next)`,
 * `next` being the word with its last character incremented ("ret" finds "rete", "reti", "retelit").
 */
export function searchRanges(q: string | undefined): { from: string; to: string }[] {
  return [...new Set(tokens(q ?? ''))].slice(0, MAX_QUERY_WORDS).map((word) => {
    const chars = [...word];
    const last = chars.pop()?.codePointAt(0) ?? 0;
    const next = last + 1 === 0xd800 ? 0xe000 : Math.min(last + 1, 0x10ffff);
    return { from: word, to: chars.join('') + String.fromCodePoint(next) };
  });
}
