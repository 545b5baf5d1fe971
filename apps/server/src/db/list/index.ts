/**
 * The list engine: every paged list of the server (clients, persons, products, opportunities,
 * contracts, projects, to-dos, time entries, a record's history, checklist templates) and the
 * exports' batches are read from a spec the module declares in its `<entity>.list.ts`:
 *
 * ```ts
 * export const productList = defineList<ProductFilters>()({
 *   table: 'products',                     // `products.id` breaks ties; created_at, updated_at sort
 *   views: selectProductViews,             // the rows a page shows (display names joined)
 *   columns: 'code name=name_key unit_price_cents', // plain sorts: key[=column][?] (? = nullable)
 *   sorts: { category_id: sortByLookup('products.category_id', 'product_categories', true) },
 *   archive: true,                         // ?archived=true lists the archived ones
 *   equal: ['category_id'],                // filter = column of the same name, when set
 *   filters: (eb, f) => [f.active !== undefined && eb('products.active', '=', dbBool(f.active))],
 *   search: { like: (_eb, pattern) => likeEscaped('products.search_text', pattern) },
 *   compiled: true,                        // runCompiled: the SQL follows from the filters alone
 * });
 *
 * // the service: one call answers { data, meta } (and `sums`)
 * const { data, meta } = await listPage(db, productList, query, (rows) => rows.map(toProductView));
 * ```
 *
 * - `listPage(db, spec, query, view?)`: `query` is the route's `{ page, per_page, sort, after?, …filters }`;
 *   answers `{ data, meta: { total, page, per_page, next_cursor? }, sums }`. Page and total run side
 *   by side, except a terms search on PostgreSQL, whose page depends on its total and, with few
 *   matches, is filtered by the ids its count read (search-match.ts).
 * - `readPage`, `countList`: the two halves (boards, benches); `matching(db, spec, filters)`: the
 *   filtered `from` query, for aggregates (boards, reports); `listFilter`: its WHERE, for `$call`.
 * - `listBatches(db, spec, filters, sort)`: the export's keyset batches; `listAll`: a short list whole.
 * - Declaration (spec.ts' ListDeclaration): `from` (joins the filters need), `search` (`{ terms:
 *   'clients' }`, the search-terms index, or `{ like }`), `page` (`ids` first from the sort index for
 *   large tables, or `rows`), `cursor` (sealed `next_cursor`, `after`), `compiled` (not when a filter
 *   reads the clock), `activeCount` (the running count is the unfiltered total; the table needs its
 *   row in `active_row_counts` and triggers, migrations 0008/0018/0028), `context` (keys that are
 *   no filter, the clock), `knownCount` (an exact total kept elsewhere for some filters: a rollup,
 *   a per-user count), `sums`; `LARGE_LIST` is `ids` + `cursor` + `compiled`.
 * - Sorts: `sortByLookup` / `sortByUser` / `sortByName` sort a reference in the order the list shows
 *   it; `{ column, nullable, join }` a joined column (`join`: what an `ids` page needs to sort by it).
 *
 * The folder imports no module (apps/server/src/modules): modules import it.
 */
export { listAll, listBatches } from './batches.ts';
export { countActiveRows, isUnfiltered } from './count.ts';
export { type PageRequest, pageRequest, setCursorSecret } from './cursor.ts';
export { pageBound } from './keyset.ts';
export {
  countList,
  type ListAnswer,
  listFilter,
  listPage,
  matching,
  type PageQuery,
  readPage,
} from './page.ts';
export { isSqlite, likeEscaped } from './search-match.ts';
export { type ResolvedSort, type SortColumn, sortByLookup, sortByName, sortByUser } from './sort.ts';
export {
  defineList,
  type FiltersOf,
  LARGE_LIST,
  type ListSpec,
  resolveListSort,
  type ViewRow,
} from './spec.ts';
