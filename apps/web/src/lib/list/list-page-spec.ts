import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { type Entity, entityWords } from '../entities/entity.ts';
import type { FilterKind, ListState } from './list-url-state.ts';
import type { ListSource } from './use-list-page.ts';

/**
 * Everything a list page is made of besides its filter controls: the data source (URL spec, fetch
 * hook, export), the header, the grid and the empty state. A page declares one with `listPage` and
 * renders `<ListPage spec={…} filters={…} />`; see docs/ADD-A-MODULE.md.
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

type Spec<R extends GridValidRowModel, F extends Record<string, FilterKind>, S extends string> = ListPageSpec<
  R,
  F,
  S
>;

/**
 * A list page's declaration: its entity, data source, columns and what differs from the texts the
 * entity's nouns give (see `listPage`).
 */
export interface ListPageInput<
  R extends GridValidRowModel,
  F extends Record<string, FilterKind>,
  S extends string,
> extends Omit<Spec<R, F, S>, 'title' | 'noun' | 'table' | 'create' | 'empty' | 'export'>,
    Partial<Pick<Spec<R, F, S>, 'title' | 'noun'>> {
  entity: Pick<Entity, 'noun' | 'feminine' | 'keys' | 'paths'>;
  /** The list's export endpoint; the file is named after the plural noun unless `fileName` says. */
  export?: { path: string; fileName?: string };
  table: Partial<Spec<R, F, S>['table']> & Pick<Spec<R, F, S>['table'], 'columns'>;
  /** Default: "Nuovo …" to the entity's new-record page, for `manage_<family>`; false: no button. */
  create?: Partial<NonNullable<Spec<R, F, S>['create']>> | false;
  /** `filteredDescription: null`: no hint under the "nothing matches" title. */
  empty: Partial<Omit<Spec<R, F, S>['empty'], 'filteredDescription'>> &
    Pick<Spec<R, F, S>['empty'], 'icon'> & { filteredDescription?: string | null };
}

const TRY_OTHER_FILTERS = 'Prova a cambiare i filtri o il testo cercato.';

/** "opportunità" → "opportunita": a file name without accents. */
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A list page's spec written out in full, its types inferred from `url`, `useList` and `columns`. */
export function listPage<R extends GridValidRowModel, F extends Record<string, FilterKind>, S extends string>(
  spec: ListPageSpec<R, F, S>,
): ListPageSpec<R, F, S> {
  return spec;
}

/**
 * An entity's list page spec, its types inferred like `listPage`'s. The entity gives the defaults:
 * title "Contratti", grid "Elenco contratti", columns stored under `officina:contracts:columns`,
 * "Nuovo contratto" for `manage_contracts` to its new-record page, rows linking to the detail,
 * "Nessun contratto ancora" / "Nessun contratto corrisponde alla ricerca", the export saved as
 * `contratti-…`. A page declares only what differs.
 */
export function entityListPage<
  R extends GridValidRowModel,
  F extends Record<string, FilterKind>,
  S extends string,
>(input: ListPageInput<R, F, S>): ListPageSpec<R, F, S> {
  const { entity, export: exported, table, create, empty, ...source } = input;
  const words = entityWords(entity);
  const family = entity.keys.all[0];
  const { filteredDescription = TRY_OTHER_FILTERS, ...emptyTexts } = empty;
  return {
    ...source,
    ...(exported && { export: { path: exported.path, fileName: exported.fileName ?? plain(words.many) } }),
    title: input.title ?? words.title,
    noun: input.noun ?? entity.noun,
    table: {
      label: `Elenco ${words.many}`,
      storageKey: `officina:${family}:columns`,
      rowLink: (row: R) => entity.paths.detail(row.id as number),
      ...table,
    },
    ...(create !== false && {
      create: { label: words.new, permission: `manage_${family}`, to: entity.paths.add(), ...create },
    }),
    empty: {
      title: `${words.none} ancora`,
      filteredTitle: `${words.none} corrisponde alla ricerca`,
      ...emptyTexts,
      ...(filteredDescription !== null && { filteredDescription }),
    },
  };
}
