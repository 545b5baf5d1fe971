import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { searchKey, searchKeyWords } from '../../db/search.ts';
import { toBool } from '../../db/values.ts';
import { type SearchActor, type SearchSource, searchSources } from '../../records/search-sources.ts';
import { type SearchCandidate, searchCandidates } from './search.repository.ts';

/**
 * Candidates read per kind and per way of matching (title prefix, words in the title, words
 * anywhere). The full-text matches are taken newest first (highest index id), so on a large index a
 * short, common query ranks the most recently indexed few hundred matches of each kind, plus every
 * title that starts with the query: the exact and prefix titles are never lost, an old record
 * matching only in its body may be. That keeps a search to one statement of a few index reads per
 * kind whatever the size of the index (docs/modules/search.md "Matching and ranking").
 */
const CANDIDATES = 200;

/** A query needs a word at least this long to be read from the full-text index. */
const FULL_TEXT_MIN_WORD = 3;

/** Rank of a hit: lower is better. */
const EXACT = 0;
const TITLE_PREFIX = 1;
const TITLE_WORDS = 2;
const ANYWHERE = 3;

interface Ranked {
  rank: number;
  hit: SearchHit;
}

/** The first string after every string starting with `key` (code-point order). */
function upperBound(key: string): string {
  return `${key}\u{10FFFF}`;
}

/**
 * The words the full-text index is asked for, or null to answer from the titles alone. A query whose
 * words are all shorter than 3 characters ("ro", "a b") matches the titles starting with it only:
 * its prefixes match a large share of the index (a two-letter prefix, a hundred thousand of a
 * million documents), which no index returns newest first without reading them all. Otherwise every
 * word of 2+ characters must match; one-letter words count for the title match only.
 */
function fullTextWords(words: readonly string[]): string[] | null {
  if (words.every((w) => w.length < FULL_TEXT_MIN_WORD)) return null;
  return words.filter((w) => w.length >= 2);
}

function rankOf(titleKey: string, key: string, words: readonly string[]): number {
  if (titleKey === key) return EXACT;
  if (titleKey.startsWith(key)) return TITLE_PREFIX;
  const tokens = titleKey.split(' ');
  if (words.every((w) => tokens.some((t) => t.startsWith(w)))) return TITLE_WORDS;
  return ANYWHERE;
}

const byRank = (a: Ranked, b: Ranked) =>
  a.rank - b.rank ||
  (a.hit.updated_at < b.hit.updated_at ? 1 : a.hit.updated_at > b.hit.updated_at ? -1 : 0) ||
  b.hit.id - a.hit.id;

/** The kinds `actor` may search, in the contract's order. */
export function searchableSources(actor: SearchActor): SearchSource[] {
  const sources = searchSources().filter((s) => s.permission(actor.ability));
  return SEARCH_KINDS.flatMap((kind) => sources.filter((s) => s.kind === kind));
}

/** One kind's hits among the candidates read for it: within the actor's reach, ranked, cut at `limit`. */
async function rankKind(
  db: Db,
  actor: SearchActor,
  source: SearchSource,
  rows: readonly SearchCandidate[],
  options: { key: string; words: readonly string[]; limit: number },
): Promise<{ items: Ranked[]; more: boolean }> {
  const { key, words } = options;
  const byId = new Map<number, SearchCandidate>();
  for (const row of rows) byId.set(row.record_id, row);
  let candidates = [...byId.values()];
  if (source.reachable && candidates.length > 0) {
    const reach = await source.reachable(
      db,
      actor,
      candidates.map((c) => c.record_id),
    );
    candidates = candidates.filter((c) => reach.has(c.record_id));
  }
  const ranked = candidates
    .map((c) => ({
      rank: rankOf(c.title_key, key, words),
      hit: {
        kind: source.kind,
        id: c.record_id,
        title: c.title,
        subtitle: c.subtitle,
        path: c.path,
        archived: toBool(c.archived),
        updated_at: new Date(c.updated_at).toISOString(),
      },
    }))
    .sort(byRank);
  return { items: ranked.slice(0, options.limit), more: ranked.length > options.limit };
}

/**
 * The global search: every kind the actor may see (or those of `kinds` among them, others silently
 * dropped), each ranked and cut at `limit`, the groups ordered by their best hit.
 */
export async function search(db: Db, actor: SearchActor, query: SearchQuery): Promise<SearchResult> {
  const q = query.q.trim();
  const allowed = searchableSources(actor);
  const kinds = allowed.map((s) => s.kind);
  const key = searchKey(q);
  const words = searchKeyWords(q);
  if (key.length < SEARCH_MIN_LENGTH || words.length === 0) return { q, groups: [], kinds };
  const wanted = query.kinds ? allowed.filter((s) => query.kinds?.includes(s.kind)) : allowed;
  const archived = query.archived === true;
  const rows = await searchCandidates(
    db,
    wanted.map((source) => ({
      kind: source.kind,
      key,
      upper: upperBound(key),
      words: fullTextWords(words),
      archived,
      limit: CANDIDATES,
    })),
  );
  const rowsOf = new Map<string, SearchCandidate[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.kind);
    if (list) list.push(row);
    else rowsOf.set(row.kind, [row]);
  }
  const found = await Promise.all(
    wanted.map((source) =>
      rankKind(db, actor, source, rowsOf.get(source.kind) ?? [], { key, words, limit: query.limit }),
    ),
  );
  const groups = wanted
    .map((source, i) => ({
      kind: source.kind as SearchKind,
      ...(found[i] as { items: Ranked[]; more: boolean }),
    }))
    .filter((g) => g.items.length > 0)
    .map((g, order) => ({ ...g, order }))
    .sort((a, b) => (a.items[0] as Ranked).rank - (b.items[0] as Ranked).rank || a.order - b.order);
  return {
    q,
    groups: groups.map(
      (g): SearchGroup => ({
        kind: g.kind,
        label: SEARCH_KIND_LABELS[g.kind],
        items: g.items.map((r) => r.hit),
        more: g.more,
      }),
    ),
    kinds,
  };
}
