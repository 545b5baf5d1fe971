import { normalizeText } from '../../../db/search.ts';
import type { People, Person } from './people.ts';

/**
 * `@nome.cognome` or `@nome`: an `@` not preceded by a letter, a digit, `.`, `_` or `@` (so that
 * `info@rossi.it` is no mention), then a word, optionally a dot and a second word. Words may hold
 * apostrophes, hyphens and underscores, which the comparison ignores.
 */
const MENTION = /(?<![\p{L}\p{N}_.@])@([\p{L}\p{N}][\p{L}\p{N}'’_-]*(?:\.[\p{L}\p{N}][\p{L}\p{N}'’_-]*)?)/gu;
/** Markdown code (fenced blocks, inline spans) shows text as written: an `@` there mentions nobody. */
const CODE = /```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`/g;

/** A name part as mentions compare it: accents, case, spaces, apostrophes and hyphens ignored. */
export function mentionKey(part: string): string {
  return normalizeText(part).replace(/[^\p{L}\p{N}]/gu, '');
}

/** The normalised mentions of a text (`mario.rossi`, `anna`), code spans left out. */
export function mentionTokens(text: string | null | undefined): Set<string> {
  const tokens = new Set<string>();
  if (!text) return tokens;
  for (const match of text.replace(CODE, ' ').matchAll(MENTION)) {
    const [first, second] = (match[1] as string).split('.');
    const key =
      second === undefined
        ? mentionKey(first as string)
        : `${mentionKey(first as string)}.${mentionKey(second)}`;
    if (key && !key.startsWith('.') && !key.endsWith('.')) tokens.add(key);
  }
  return tokens;
}

/**
 * The reachable users a set of tokens names: `nome.cognome` names the users with that first name
 * and surname; `nome` alone names a user only when they are the one reachable user with that first
 * name: an ambiguous `@mario` names nobody.
 */
export function resolveMentions(tokens: Iterable<string>, people: People): Person[] {
  const reachable = people.all().filter((p) => p.reachable);
  const found = new Map<number, Person>();
  for (const token of tokens) {
    const [first, second] = token.split('.');
    if (second !== undefined) {
      for (const p of reachable)
        if (mentionKey(p.name) === first && mentionKey(p.surname) === second) found.set(p.id, p);
      continue;
    }
    const candidates = reachable.filter((p) => mentionKey(p.name) === first);
    if (candidates.length === 1) found.set((candidates[0] as Person).id, candidates[0] as Person);
  }
  return [...found.values()];
}

/** The users `after` mentions and `before` did not (an edit keeping a mention tells nobody again). */
export function newMentions(
  before: string | null | undefined,
  after: string | null | undefined,
  people: People,
) {
  const old = new Set(resolveMentions(mentionTokens(before), people).map((p) => p.id));
  return resolveMentions(mentionTokens(after), people).filter((p) => !old.has(p.id));
}
