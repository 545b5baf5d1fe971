const MARKS = /[\u0300-\u036f]/g;
const QUOTES = /[\u2018\u2019\u02bc`´]/g;

/** Lower case, no accents, typographic apostrophes as `'`: "Città" and "citta" fold alike. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').replace(QUOTES, "'").toLowerCase();
}

/** The words of a query, folded; empty ones dropped. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** Whether every word of the query occurs in one of the texts (accent- and case-insensitive). */
export function matchesAll(texts: readonly string[], query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const haystack = fold(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` split into the parts that match a word of the query (accent- and case-insensitive) and the
 * rest, for highlighting; words shorter than two letters are not marked.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query).filter((word) => word.length >= 2);
  if (words.length === 0 || text.length === 0) return [{ text, match: false }];
  // Fold one character at a time, so a position in the folded text maps back to the original.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = fold(text[index] ?? '');
    for (let k = 0; k < char.length; k += 1) origin.push(index);
    folded += char;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      for (let k = at; k < at + word.length; k += 1) marked[origin[k] ?? 0] = true;
    }
  }
  const parts: TextPart[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const match = marked[index] ?? false;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text[index];
    else parts.push({ text: text[index] ?? '', match });
  }
  return parts;
}
