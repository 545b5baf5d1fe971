import type { QueryClient } from '@tanstack/react-query';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';

/**
 * After any write to a lookup: the settings store is loaded again (pickers, filters and boards read
 * it) and every cached query is marked stale, since lists and details carry the names and colours
 * of their states, categories and types. Only the pages on screen refetch now; the others on open.
 */
export function refreshAfterLookupChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries(), useSettingsStore.getState().load()]);
}
