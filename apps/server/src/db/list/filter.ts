import type { Expression, SqlBool } from 'kysely';
import { expressionBuilder, sql } from 'kysely';
import type { Db } from '../database.ts';
import { searchPatterns, searchWords } from '../search.ts';
import { searchTermConditions } from './search-match.ts';
import type { AnyQuery } from './sort.ts';
import type { AnyListSpec, Condition, ListSpec } from './spec.ts';

/** The filters the engine reads itself, when a list has them: the search box and the archive view. */
export interface ListFilters {
  q?: string | undefined;
  archived?: boolean | undefined;
}

/** A list's filters as the engine reads them (any object: a list need not have `q` or `archived`). */
export function engineFilters(filters: object): ListFilters & Record<string, unknown> {
  return filters as ListFilters & Record<string, unknown>;
}

function isSet(condition: Condition): condition is Expression<SqlBool> {
  return Boolean(condition);
}

/**
 * The WHERE of a list, its count, its export and its callers' aggregates (boards, reports), as a
 * query transform for `$call`: the archive view, the equality filters, the list's other filters,
 * then the search words (no WHERE at all when none is set). `walk` is the form of a terms search
 * (search-match.ts' searchTermConditions).
 */
export function listFilter<F extends object>(spec: AnyListSpec, filters: F, walk = false) {
  const values = engineFilters(filters);
  const { q, archived } = values;
  return <Q extends AnyQuery>(qb: Q): Q => {
    // biome-ignore lint/suspicious/noExplicitAny: the conditions name the spec's own tables.
    const eb = expressionBuilder<any, any>();
    const archive: Condition = spec.archive
      ? eb(sql.ref(spec.archive), archived ? 'is not' : 'is', null)
      : null;
    const search = spec.search;
    const words =
      search === undefined
        ? []
        : 'terms' in search
          ? searchTermConditions(search.terms, Boolean(archived), q, walk)
          : searchPatterns(q).map((pattern) => search.like(eb, pattern));
    const equal = spec.equal.map(({ key, column }): Condition => {
      const value = values[key] as string | number | undefined;
      return value ? eb(sql.ref(column), '=', value) : null;
    });
    const conditions = [archive, ...equal, ...(spec.filters?.(eb, filters) ?? []), ...words].filter(isSet);
    return conditions.length === 0 ? qb : (qb.where(eb.and(conditions)) as Q);
  };
}

/** The query of the rows matching the filters, without display names (boards and reports group it). */
export function matching<F extends object, From extends AnyQuery>(
  db: Db,
  spec: ListSpec<F, From, AnyQuery>,
  filters: F,
): From {
  return spec.from(db).$call(listFilter(spec as AnyListSpec, filters));
}

/** Whether the list is searched (at least one word in `q`). */
export function isSearched(filters: object): boolean {
  return searchWords(engineFilters(filters).q).length > 0;
}
