import type { DeleteResult } from '@officina/contracts';
import { matchQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Takes the queries under `own` out of the cache: at once those no page shows, the others when their
 * page lets go of them. Removing a query its page still observes would not do: the page's next render
 * builds it again and fetches it — a 404 for a deleted record.
 */
function forget(queryClient: QueryClient, own: QueryKey) {
  const cache = queryClient.getQueryCache();
  void queryClient.cancelQueries({ queryKey: own });
  const shown = new Set(cache.findAll({ queryKey: own }).filter((query) => query.getObserversCount() > 0));
  for (const query of cache.findAll({ queryKey: own })) if (!shown.has(query)) cache.remove(query);
  if (shown.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !shown.has(event.query)) return;
    if (event.query.getObserversCount() > 0) return;
    shown.delete(event.query);
    cache.remove(event.query);
    if (shown.size === 0) unsubscribe();
  });
}

/**
 * After DELETE /<records>/:id. Archived, the record is still there: its `families` are refreshed
 * whole, its own page included (it shows it archived). Deleted, its own queries (`own`: detail and
 * what hangs under it — summary, checklist, activity) are forgotten, not refetched, and only the rest
 * of the families (the lists) is refreshed.
 */
export function refreshAfterDelete(
  queryClient: QueryClient,
  result: DeleteResult,
  own: QueryKey,
  families: readonly QueryKey[],
) {
  const deleted = result.result === 'deleted';
  if (deleted) forget(queryClient, own);
  return Promise.all(
    families.map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        ...(deleted ? { predicate: (query) => !matchQuery({ queryKey: own }, query) } : {}),
      }),
    ),
  );
}
