import type { Db } from '../database.ts';
import { runCompiled } from '../prepared.ts';
import { searchWords } from '../search.ts';
import { toCount } from '../values.ts';
import { engineFilters, listFilter } from './filter.ts';
import { countTermMatches } from './search-match.ts';
import type { ActiveCountTable, AnyListSpec } from './spec.ts';

/** The list's total and the spec's sums over the same rows. */
export interface ListCount {
  total: number;
  sums: Record<string, number>;
}

/**
 * Active (not archived) rows of a table: the unfiltered list's total, read from the running count
 * the triggers of migration 0008-running-totals keep (a count over the table cost 35 ms for 100k
 * rows on PostgreSQL).
 */
export async function countActiveRows(db: Db, table: ActiveCountTable): Promise<number> {
  const row = await db
    .selectFrom('active_row_counts')
    .select('n')
    .where('table_name', '=', table)
    .executeTakeFirst();
  return toCount(row?.n);
}

/** Active rows, no filter, no search: the list as it opens. */
export function isUnfiltered(filters: object): boolean {
  return Object.entries(filters).every(([key, value]) =>
    key === 'q'
      ? searchWords(value as string | undefined).length === 0
      : key === 'archived'
        ? !value
        : value === undefined,
  );
}

/** The search box and the archive view are the list's only filters. */
function isSearchOnly(filters: object): boolean {
  return Object.entries(filters).every(
    ([key, value]) => key === 'q' || key === 'archived' || value === undefined,
  );
}

/**
 * The list's exact total, the cheapest way the spec allows: the running count of active rows when
 * unfiltered (`activeCount`); the search-terms index alone when the search is the only filter and
 * every word is indexed; otherwise a count of the matching rows (with the spec's `sums`).
 */
export async function countList<F extends object>(db: Db, spec: AnyListSpec, filters: F): Promise<ListCount> {
  if (spec.activeCount && isUnfiltered(filters)) {
    return { total: await countActiveRows(db, spec.activeCount), sums: {} };
  }
  if (spec.search && 'terms' in spec.search && isSearchOnly(filters)) {
    const { q, archived } = engineFilters(filters);
    const matches = await countTermMatches(db, spec.search.terms, Boolean(archived), q);
    if (matches !== null) return { total: matches, sums: {} };
  }
  const sums = Object.entries(spec.sums);
  const build = () =>
    spec
      .from(db)
      .$call(listFilter(spec, filters))
      .select((eb) => [eb.fn.countAll<number>().as('n'), ...sums.map(([name, sum]) => sum.as(name))]);
  const [row] = spec.compiled
    ? await runCompiled<Record<string, unknown>>(db, `${spec.name}.count ${JSON.stringify(filters)}`, build)
    : await build().execute();
  const value = (name: string) => toCount(row?.[name] as number | string | undefined);
  return { total: value('n'), sums: Object.fromEntries(sums.map(([name]) => [name, value(name)])) };
}
