import type { KeyholderListQuery } from '@officina/contracts';
import { defineList, type FiltersOf, likeEscaped, sortByName } from '../../db/list/index.ts';
import { selectKeyholderViews } from './keyholder.repository.ts';
import { withinReach } from './keyholder-scope.ts';

/**
 * The credentials list's filters: the query string without its paging, plus what the service
 * resolves from the user and the clock — so the compiled queries are cached per user and per day.
 */
export interface KeyholderFilters extends FiltersOf<KeyholderListQuery> {
  /** The user whose reach limits the list (keyholder-scope.ts); null: every credential. */
  reachOf: number | null;
  /** With `expiring`: the last expiry day listed (today in Rome + KEYHOLDER_EXPIRING_DAYS). */
  expiringBy?: string | undefined;
}

/**
 * The credentials list (and a client's or project's Portachiavi tab, and the export): `q` matches
 * title, host and username only — never the secret or the notes, which are not in `search_text`.
 */
export const keyholderList = defineList<KeyholderFilters>()({
  table: 'keyholders',
  views: selectKeyholderViews,
  columns: 'title=title_key kind host? username? expires_on?',
  sorts: {
    client_id: sortByName('keyholders.client_id', 'clients', true),
    project_id: sortByName('keyholders.project_id', 'projects', true),
  },
  equal: ['kind', 'client_id', 'project_id'],
  filters: (eb, f) => [
    f.reachOf !== null && withinReach('keyholders', { userId: f.reachOf, all: false })?.(eb),
    f.expiringBy !== undefined && eb('keyholders.expires_on', '<=', f.expiringBy),
  ],
  search: { like: (_eb, pattern) => likeEscaped('keyholders.search_text', pattern) },
  compiled: true,
});
