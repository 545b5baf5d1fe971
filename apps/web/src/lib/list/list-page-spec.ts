import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { FilterKind, ListState } from './list-url-state.ts';
import type { ListSource } from './use-list-page.ts';

/**
 * Everything a list page is made of besides its filter controls: the data source (URL spec, fetch
 * hook, export), the header, the grid and the empty state. A page declares one and renders
 * `<ListPage spec={…} filters={…} />`; see docs/ADD-A-MODULE.md.
 */
export interface ListPageSpec<
  R extends GridValidRowModel,
  F extends Record<string, FilterKind>,
  S extends string,
> extends ListSource<R, F, S> {
  title: string;
  /** "1 cliente" / "12 clienti" under the title. */
  noun: readonly [one: string, many: string];
  table: {
    /** The grid's accessible name, e.g. "Elenco clienti". */
    label: string;
    /** localStorage key of the columns the user chose. */
    storageKey: string;
    columns: GridColDef<R>[];
    initiallyHidden?: readonly string[];
    /** Where a click on a row leads. */
    rowLink: (row: R) => string;
    /** Rows with `archived_at` set are shown faded (default true). */
    fadeArchived?: boolean;
  };
  /** The "Nuovo …" button of the header, for who has `permission`. */
  create?: {
    label: string;
    permission: string;
    to: string | ((state: ListState<F, S>) => string);
    /** Default: a plus. */
    icon?: ReactNode;
  };
  empty: {
    icon: ReactNode;
    /** An empty list, nothing searched. */
    title: string;
    description?: string;
    /** Said instead of `description` to who may create, e.g. "Aggiungi il primo cliente oppure…". */
    createHint?: string;
    /** The empty state's own create button ("Aggiungi il primo cliente"); without it, the header's. */
    createLabel?: string;
    /** Nothing matches the search or the filters. */
    filteredTitle: string;
    filteredDescription?: string;
  };
}

/** A list page's spec, its row, filter and sort types inferred from `url`, `useList` and `columns`. */
export function listPage<R extends GridValidRowModel, F extends Record<string, FilterKind>, S extends string>(
  spec: ListPageSpec<R, F, S>,
): ListPageSpec<R, F, S> {
  return spec;
}
