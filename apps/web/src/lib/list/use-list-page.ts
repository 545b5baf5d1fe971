import type { ExportFormat, SortValue } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../api/file-transfer.ts';
import { dayjs } from '../locale/dayjs.ts';
import { notify } from '../toast.ts';
import {
  clearedFilters,
  type FilterKind,
  isFiltered,
  type ListSpec,
  type ListState,
  listQueryOf,
  sortFromModel,
  sortModelOf,
} from './list-url-state.ts';
import { useListUrlState } from './use-list-url-state.ts';

/** What a list endpoint answers: one page of rows and the total of the filtered list. */
export interface ListAnswer<R> {
  data: R[];
  meta: { total: number };
}

/** The part of a TanStack query result a list page reads. */
export interface ListQueryResult<R> {
  data: ListAnswer<R> | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The request of a list: its filters and search as the endpoint names them, plus the page asked for. */
export type ListRequest<S extends string> = Record<string, string | number | boolean | undefined> & {
  page?: number;
  per_page?: number;
  sort?: SortValue<S>;
};

/**
 * The data side of a list page: its URL state, the hook that fetches one page (the entity's own,
 * which keeps the query keys and the keyset cursor `after`) and, when it has one, its export.
 */
export interface ListSource<R, F extends Record<string, FilterKind>, S extends string> {
  url: ListSpec<F, S>;
  /** e.g. `useClients`: called with the request of the URL state, once per render. */
  useList(request: ListRequest<S>): ListQueryResult<R>;
  /** GET `path?format=xlsx|csv` with the list's filters, search and sort, saved as `fileName-YYYY-MM-DD.xlsx`. */
  export?: { path: string; fileName: string };
}

export interface UseListPageOptions<F extends Record<string, FilterKind>, S extends string> {
  /** Other query parameters the page owns (e.g. `view=board`), left alone by the list's changes. */
  keep?: readonly string[];
  /** Filters that are no filter for "Azzera filtri" (e.g. the `view` of the todos): kept, not counted. */
  uncounted?: readonly (keyof F & string)[];
  /** The request of a state, when it is not the URL state as it is (a date range from `due=30`, a board). */
  request?: (state: ListState<F, S>, plain: ListRequest<S>) => ListRequest<S>;
}

export interface ListPageModel<R, F extends Record<string, FilterKind>, S extends string> {
  state: ListState<F, S>;
  setState: (next: ListState<F, S>) => void;
  /** The request sent for the current page. */
  request: ListRequest<S>;
  result: ListQueryResult<R>;
  total: number | undefined;
  /** A search or a filter is set: the empty state says "nothing matches" rather than "nothing yet". */
  filtered: boolean;
  /** "Azzera filtri": search and filters cleared (the uncounted ones kept), back to page 1. */
  clear: () => void;
  uncounted: readonly string[];
  /** The grid's paging and sort, bound to the URL state. */
  grid: {
    paginationModel: { page: number; pageSize: number };
    onPaginationModelChange: (model: { page: number; pageSize: number }) => void;
    sortModel: { field: string; sort: 'asc' | 'desc' }[];
    onSortModelChange: (
      model: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
    ) => void;
  };
  exporter: { run: (format: ExportFormat) => void; pending: boolean } | undefined;
}

/**
 * A server-paged list bound to the URL: reads the state from the query string, fetches its page,
 * and hands the grid its paging and sort, the filter bar its state, the header its total and export.
 */
export function useListPage<R, F extends Record<string, FilterKind>, S extends string>(
  source: ListSource<R, F, S>,
  options: UseListPageOptions<F, S> = {},
): ListPageModel<R, F, S> {
  const { url } = source;
  const uncounted = options.uncounted ?? [];
  const [state, setState] = useListUrlState(url, options.keep);
  const plain = listQueryOf(state) as ListRequest<S>;
  const request = options.request ? options.request(state, plain) : plain;
  const result = source.useList(request);
  const exportMutation = useMutation({
    mutationFn: ({
      query,
      format,
    }: {
      query: Omit<ListRequest<S>, 'page' | 'per_page'>;
      format: ExportFormat;
    }) =>
      downloadFile(
        source.export?.path ?? '',
        { ...query, format },
        `${source.export?.fileName}-${dayjs().format('YYYY-MM-DD')}.${format}`,
      ),
  });
  const { page: _page, per_page: _perPage, ...exportQuery } = request;

  return {
    state,
    setState,
    request,
    result,
    total: result.data?.meta.total,
    filtered: isFiltered(state, uncounted),
    clear: () => setState(clearedFilters(state, uncounted)),
    uncounted,
    grid: {
      paginationModel: { page: state.page - 1, pageSize: state.perPage },
      onPaginationModelChange: (model) =>
        setState({
          ...state,
          page: model.pageSize === state.perPage ? model.page + 1 : 1,
          perPage: model.pageSize,
        }),
      sortModel: sortModelOf(state.sort),
      onSortModelChange: (model) =>
        setState({ ...state, page: 1, sort: sortFromModel(model, url.sortColumns, url.defaultSort) }),
    },
    exporter: source.export && {
      run: (format) =>
        exportMutation.mutate(
          { query: exportQuery, format },
          { onSuccess: (name) => notify.success(`Esportazione pronta: ${name}`) },
        ),
      pending: exportMutation.isPending,
    },
  };
}
