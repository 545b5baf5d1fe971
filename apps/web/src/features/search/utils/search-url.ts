import { SEARCH_KINDS, type SearchKind } from '@officina/contracts';

export interface SearchUrlState {
  q: string;
  kinds: SearchKind[];
  archived: boolean;
}

const isKind = (value: string): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value);

/** `/search?q=&kinds=client,person&archived=1` read back; unknown kinds are dropped. */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter(isKind);
  const archived = params.get('archived');
  return {
    q: params.get('q') ?? '',
    kinds: [...new Set(kinds)],
    archived: archived === '1' || archived === 'true',
  };
}

/** The query string of a state (empty parts left out). */
export function writeSearchUrl(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.kinds.length) params.set('kinds', state.kinds.join(','));
  if (state.archived) params.set('archived', '1');
  return params;
}
