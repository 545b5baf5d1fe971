/**
 * The `next_cursor` of list pages already received, so the next page (and a page seen before, on
 * the way back) is asked for with `after`: the server then reads it with one index seek instead of
 * skipping every row before it (see the API's keyset pages). Remembered per list and per query —
 * filters, search, sort, page size — in memory only: a reload or a bookmarked `?page=` simply goes
 * without, and the server answers the same page by offset. A cursor never changes which rows come
 * back, so a stale one costs nothing but the speed-up.
 */
const remembered = new Map<string, string>();
const MAX_REMEMBERED = 500;

type ListQuery = { page?: number | undefined } & Record<string, unknown>;

function keyOf(list: string, query: ListQuery, page: number): string {
  const rest = Object.entries(query)
    .filter(([name, value]) => name !== 'page' && name !== 'after' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${list} ${JSON.stringify(rest)} ${page}`;
}

/** `query` plus the `after` cursor of its page, when the previous page's answer gave one. */
export function withPageCursor<Q extends ListQuery>(list: string, query: Q): Q & { after?: string } {
  const page = query.page ?? 1;
  if (page <= 1) return query;
  const after = remembered.get(keyOf(list, query, page));
  return after === undefined ? query : { ...query, after };
}

/** Keeps the cursor a page's answer gives for the page after it. */
export function rememberNextCursor(
  list: string,
  query: ListQuery,
  meta: { page: number; next_cursor: string | null },
): void {
  if (meta.next_cursor === null) return;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(keyOf(list, query, meta.page + 1), meta.next_cursor);
}

/** For tests: forget every cursor. */
export function forgetPageCursors(): void {
  remembered.clear();
}
