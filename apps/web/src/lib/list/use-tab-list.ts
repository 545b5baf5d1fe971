import type { SortValue } from '@officina/contracts';
import { useState } from 'react';
import { sortFromModel, sortModelOf } from './list-url-state.ts';

export interface TabListModel<S extends string> {
  /** The paging (and sort) to ask the list endpoint for. */
  request: { page: number; per_page: number; sort?: SortValue<S> };
  grid: {
    paginationModel: { page: number; pageSize: number };
    onPaginationModelChange: (model: { page: number; pageSize: number }) => void;
    sortModel?: { field: string; sort: 'asc' | 'desc' }[];
    onSortModelChange?: (
      model: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
    ) => void;
  };
}

/**
 * Paging and sort of a list inside a record's tab (a client's contracts, persons…): kept in the
 * component, not the URL, which belongs to the record page. Without `sort` the endpoint's order stands.
 */
export function useTabList<S extends string = never>(
  sort?: { columns: readonly S[]; initial: SortValue<S> },
  pageSize = 10,
): TabListModel<S> {
  const [paging, setPaging] = useState({ page: 0, pageSize });
  const [order, setOrder] = useState<SortValue<S> | undefined>(sort?.initial);
  const request = { page: paging.page + 1, per_page: paging.pageSize, ...(order ? { sort: order } : {}) };
  return {
    request,
    grid: {
      paginationModel: paging,
      onPaginationModelChange: setPaging,
      ...(sort && order
        ? {
            sortModel: sortModelOf(order),
            onSortModelChange: (model) => setOrder(sortFromModel(model, sort.columns, sort.initial)),
          }
        : {}),
    },
  };
}
