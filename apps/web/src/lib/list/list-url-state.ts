import type { SortValue } from '@officina/contracts';

/**
 * A list's state (page, page size, sort, search, filters) kept in the URL's query string, so a
 * filtered list can be bookmarked, shared and survives a reload. The names are the API's own
 * (`state_id`, `q`, `sort=-city`), so the URL reads like the request it makes.
 */

/**
 * `id`: a positive integer; `count`: a non-negative integer (cents, days); `text`: free text; `code`:
 * upper-cased (a sigla); `month`: `YYYY-MM`; `day`: `YYYY-MM-DD` (a real calendar day); `flag`: present = true.
 */
export type FilterKind = 'id' | 'count' | 'text' | 'code' | 'month' | 'day' | 'flag';
type FilterValue<K extends FilterKind> = K extends 'id' | 'count'
  ? number
  : K extends 'flag'
    ? boolean
    : string;

export interface ListSpec<F extends Record<string, FilterKind>, S extends string> {
  filters: F;
  sortColumns: readonly S[];
  defaultSort: SortValue<S>;
  defaultPerPage: number;
  perPageOptions: readonly number[];
}

export type ListFilters<F extends Record<string, FilterKind>> = { [K in keyof F]?: FilterValue<F[K]> };

/** The page sizes every list offers, and the one it starts with. */
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

/**
 * A list's URL spec with the house page sizes: `listSpec({ filters: { state_id: 'id' }, sortColumns,
 * defaultSort: 'name' })`. The filter names stay literal, so the state's filters are typed by them.
 */
export function listSpec<const F extends Record<string, FilterKind>, const S extends string>(spec: {
  filters: F;
  sortColumns: readonly S[];
  defaultSort: SortValue<NoInfer<S>>;
}): ListSpec<F, S> {
  return { ...spec, defaultPerPage: DEFAULT_PER_PAGE, perPageOptions: PER_PAGE_OPTIONS };
}

/** The state of the list a spec describes, e.g. `ListStateOf<typeof clientListSpec>`. */
export type ListStateOf<Spec> = Spec extends ListSpec<infer F, infer S> ? ListState<F, S> : never;

export interface ListState<F extends Record<string, FilterKind>, S extends string> {
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sort: SortValue<S>;
  q: string;
  filters: ListFilters<F>;
}

const MAX_Q = 200;

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 ? value : undefined;
}

function readFilter(kind: FilterKind, raw: string | null): number | string | boolean | undefined {
  if (raw === null) return undefined;
  switch (kind) {
    case 'id':
      return positiveInt(raw);
    case 'count':
      return /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
    case 'month':
      return /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined;
    case 'day': {
      if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(raw)) return undefined;
      const date = new Date(`${raw}T00:00:00Z`);
      return date.toISOString().slice(0, 10) === raw ? raw : undefined;
    }
    case 'flag':
      return raw === 'true' || raw === '1' ? true : undefined;
    case 'code': {
      const value = raw.trim().toUpperCase();
      return value === '' ? undefined : value.slice(0, 50);
    }
    case 'text': {
      const value = raw.trim();
      return value === '' ? undefined : value.slice(0, 100);
    }
  }
}

/** Reads a list's state from the query string; anything unknown or malformed falls back to defaults. */
export function readListState<F extends Record<string, FilterKind>, S extends string>(
  spec: ListSpec<F, S>,
  params: URLSearchParams,
): ListState<F, S> {
  const sortRaw = params.get('sort');
  const column = sortRaw?.replace(/^-/, '');
  const sort =
    sortRaw && column && (spec.sortColumns as readonly string[]).includes(column)
      ? (sortRaw as SortValue<S>)
      : spec.defaultSort;
  const perPage = positiveInt(params.get('per_page'));
  const filters: Record<string, number | string | boolean> = {};
  for (const [name, kind] of Object.entries(spec.filters)) {
    const value = readFilter(kind, params.get(name));
    if (value !== undefined) filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage && spec.perPageOptions.includes(perPage) ? perPage : spec.defaultPerPage,
    sort,
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    filters: filters as ListFilters<F>,
  };
}

/** The query string of a state, defaults left out (a plain list is a plain `/crm`). */
export function writeListState<F extends Record<string, FilterKind>, S extends string>(
  spec: ListSpec<F, S>,
  state: ListState<F, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  for (const name of Object.keys(spec.filters)) {
    const value = state.filters[name];
    if (value === undefined || value === '' || value === false) continue;
    params.set(name, String(value));
  }
  if (state.sort !== spec.defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== spec.defaultPerPage) params.set('per_page', String(state.perPage));
  return params;
}

/**
 * The state to write when `next` was computed from `rendered` but the URL already holds `current`
 * (a change made before the page re-rendered with the previous one: a search committed, then a
 * filter picked at once). Only what `next` changed against `rendered` is applied on `current`, so
 * the earlier change is kept instead of being overwritten by the stale render's values.
 */
export function mergeListChange<F extends Record<string, FilterKind>, S extends string>(
  rendered: ListState<F, S>,
  next: ListState<F, S>,
  current: ListState<F, S>,
): ListState<F, S> {
  const pick = <K extends 'page' | 'perPage' | 'sort' | 'q'>(key: K) =>
    next[key] !== rendered[key] ? next[key] : current[key];
  const filters: Record<string, unknown> = { ...current.filters };
  const names = new Set([...Object.keys(rendered.filters), ...Object.keys(next.filters)]);
  for (const name of names) {
    const before = (rendered.filters as Record<string, unknown>)[name];
    const after = (next.filters as Record<string, unknown>)[name];
    if (after === before) continue;
    if (after === undefined) delete filters[name];
    else filters[name] = after;
  }
  return {
    page: pick('page'),
    perPage: pick('perPage'),
    sort: pick('sort'),
    q: pick('q'),
    filters: filters as ListFilters<F>,
  };
}

/** What the list endpoint is asked for: the same names, plus `archived` spelled out. */
export function listQueryOf<F extends Record<string, FilterKind>, S extends string>(
  state: ListState<F, S>,
): Record<string, string | number | boolean> & { page: number; per_page: number; sort: SortValue<S> } {
  const query: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(state.filters)) {
    if (value !== undefined && value !== '') query[name] = value as string | number | boolean;
  }
  if (state.q !== '') query.q = state.q;
  return { ...query, page: state.page, per_page: state.perPage, sort: state.sort };
}

/** Changes the filters or search: back to the first page, since the old page may not exist any more. */
export function withFilters<F extends Record<string, FilterKind>, S extends string>(
  state: ListState<F, S>,
  change: { q?: string; filters?: ListFilters<F> },
): ListState<F, S> {
  return {
    ...state,
    page: 1,
    q: change.q ?? state.q,
    filters: change.filters ? { ...state.filters, ...change.filters } : state.filters,
  };
}

/** Number of filters set (for the "Filtri (2)" badge), search excluded. */
export function activeFilterCount<F extends Record<string, FilterKind>>(filters: ListFilters<F>): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '' && value !== false)
    .length;
}

/** A search or a filter is set, `uncounted` ones aside (e.g. a view toggle kept among the filters). */
export function isFiltered<F extends Record<string, FilterKind>, S extends string>(
  state: ListState<F, S>,
  uncounted: readonly string[] = [],
): boolean {
  const counted = Object.entries(state.filters).filter(([name]) => !uncounted.includes(name));
  return state.q !== '' || activeFilterCount(Object.fromEntries(counted)) > 0;
}

/** "Azzera filtri": search and filters cleared but for `kept`, back to the first page. */
export function clearedFilters<F extends Record<string, FilterKind>, S extends string>(
  state: ListState<F, S>,
  kept: readonly string[] = [],
): ListState<F, S> {
  const filters = Object.entries(state.filters).filter(
    ([name, value]) => kept.includes(name) && value !== undefined,
  );
  return { ...state, page: 1, q: '', filters: Object.fromEntries(filters) as ListFilters<F> };
}

/** The grid's sort model ⇄ the API's `sort` value. */
export function sortModelOf(sort: string): { field: string; sort: 'asc' | 'desc' }[] {
  return sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];
}

export function sortFromModel<S extends string>(
  model: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
  columns: readonly S[],
  fallback: SortValue<S>,
): SortValue<S> {
  const first = model[0];
  if (!first?.sort || !(columns as readonly string[]).includes(first.field)) return fallback;
  return (first.sort === 'desc' ? `-${first.field}` : first.field) as SortValue<S>;
}
