import type { Db } from '../database.ts';
import { runCompiled } from '../prepared.ts';
import type { PageRequest } from './cursor.ts';
import { isSearched, listFilter } from './filter.ts';
import { afterCursor, pageBound, pageSkip } from './keyset.ts';
import { searchWalks } from './search-match.ts';
import { type AnyQuery, joinSortRef, orderedBy, type ResolvedSort, sortValue } from './sort.ts';
import type { AnyListSpec } from './spec.ts';

/** A page's row: the spec's view row and, for a keyset list, its `sort_value`. */
export type PageRow<Row> = Row & { sort_value?: string | number | null };

type Skip = { condition: ReturnType<typeof afterCursor> | null; offset: number };

/** What a page query is built from. */
interface PageParts {
  db: Db;
  spec: AnyListSpec;
  filters: object;
  sort: ResolvedSort;
  limit: number;
  skip: Skip;
  walk: boolean;
}

/**
 * `ids`: the page's ids picked first from the sort index alone — after the cursor, or skipping
 * `offset` index entries — and only those rows joined to their display names.
 */
function idsFirst({ db, spec, filters, sort, limit, skip, walk }: PageParts) {
  let ids: AnyQuery = joinSortRef(spec.from(db), sort);
  if (sort.join) ids = sort.join(ids);
  ids = ids.select(spec.id).$call(listFilter(spec, filters, walk));
  if (skip.condition) ids = ids.where(skip.condition);
  ids = orderedBy(ids, sort).limit(pageBound(limit)).offset(pageBound(skip.offset));
  const rows = joinSortRef(spec.views(db), sort).select(sortValue(sort)).where(spec.id, 'in', ids);
  return orderedBy(rows, sort);
}

/** `rows`: the view filtered, sorted and cut in one query. */
function rowsAtOnce({ db, spec, filters, sort, limit, skip }: PageParts) {
  let rows = joinSortRef(spec.views(db), sort).$call(listFilter(spec, filters));
  if (spec.cursor) rows = rows.select(sortValue(sort));
  if (skip.condition) rows = rows.where(skip.condition);
  return orderedBy(rows, sort).limit(pageBound(limit)).offset(pageBound(skip.offset));
}

/**
 * One page of a list, as the spec says it is read. `total` is the list's total when it was counted
 * first (a terms search on PostgreSQL: from 300 matches the page walks the sort index, see
 * search-match.ts), 0 otherwise. A compiled spec's page is built once per filters, sort, page size
 * and skip (runCompiled; the cursor's values are filled in on each call); a terms search joined from
 * its matches is planned with its words (runCompiled's `customPlan`).
 */
export function readPage<Row>(
  db: Db,
  spec: AnyListSpec,
  filters: object,
  sort: ResolvedSort,
  page: PageRequest,
  total = 0,
): Promise<PageRow<Row>[]> {
  const terms = spec.search !== undefined && 'terms' in spec.search;
  const walk = terms && searchWalks(db, total);
  const build = (skip: Skip) => {
    const parts = { db, spec, filters, sort, limit: page.limit, skip, walk };
    return spec.page === 'ids' ? idsFirst(parts) : rowsAtOnce(parts);
  };
  if (!spec.compiled) {
    const condition = page.after ? afterCursor(sort, page.after) : null;
    return build({ condition, offset: page.after ? 0 : page.offset }).execute() as Promise<PageRow<Row>[]>;
  }
  const skip = pageSkip(sort, page);
  return runCompiled<PageRow<Row>>(
    db,
    `${spec.name}.page ${JSON.stringify([filters, sort, page.limit, skip.key, walk])}`,
    () => build(skip),
    skip.fill,
    terms && !walk && isSearched(filters),
  );
}
