import type { Db } from '../database.ts';
import { afterCursor, type Cursor } from './keyset.ts';
import { listFilter } from './page.ts';
import { type AnyQuery, joinSortRef, orderedBy, sortValue } from './sort.ts';
import type { AnyListSpec, ListSpec, RowOf } from './spec.ts';
import { resolveListSort } from './spec.ts';

/** Rows fetched per query while exporting (keyset, so batch 100 costs what batch 1 does). */
export const EXPORT_BATCH = 1000;

/**
 * The whole filtered, sorted list in keyset batches of `size` rows (the XLSX/CSV exports): each
 * batch continues after the previous batch's last row, one index seek whatever its depth.
 */
export async function* listBatches<F extends object, Views extends AnyQuery>(
  db: Db,
  spec: ListSpec<F, AnyQuery, Views>,
  filters: F,
  sort: string,
  size = EXPORT_BATCH,
): AsyncGenerator<(RowOf<Views> & { sort_value: string | number | null })[]> {
  const resolved = resolveListSort(spec as AnyListSpec, sort);
  let cursor: Cursor | null = null;
  for (;;) {
    let q = joinSortRef(spec.views(db), resolved)
      .$call(listFilter(spec as AnyListSpec, filters))
      .select(sortValue(resolved));
    if (cursor) q = q.where(afterCursor(resolved, cursor));
    const rows = await orderedBy(q, resolved).limit(size).execute();
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    cursor = { value: last.sort_value, id: last.id };
  }
}

/** Every row of a short list (no paging), in its order. */
export function listAll<F extends object, Views extends AnyQuery>(
  db: Db,
  spec: ListSpec<F, AnyQuery, Views>,
  filters: F,
  sort: string,
): Promise<RowOf<Views>[]> {
  const resolved = resolveListSort(spec as AnyListSpec, sort);
  const q = joinSortRef(spec.views(db), resolved).$call(listFilter(spec as AnyListSpec, filters));
  return orderedBy(q, resolved).execute();
}
