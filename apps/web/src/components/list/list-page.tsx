import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../lib/ability.ts';
import type { ListPageSpec } from '../../lib/list/list-page-spec.ts';
import type { FilterKind } from '../../lib/list/list-url-state.ts';
import { type ListPageModel, type UseListPageOptions, useListPage } from '../../lib/list/use-list-page.ts';
import { DataTable } from '../data-table.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ExportMenu } from '../export-menu.tsx';
import { PageHeader } from '../page-header.tsx';
import { CreateButton } from './create-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import type { FilterField } from './filter-fields.ts';

interface ListViewProps<R extends GridValidRowModel, F extends Record<string, FilterKind>, S extends string> {
  spec: ListPageSpec<R, F, S>;
  /** The filter bar's controls, in order (built in render: they carry the lookups' options). */
  filters: readonly FilterField<F>[];
  /** Header buttons before "Esporta" and "Nuovo …" (e.g. "Importa", a view toggle). */
  actions?: ReactNode;
  /** A back link above the title (a list inside an area, e.g. the administration's users). */
  back?: ReactNode;
  /** What follows the page (e.g. a dialog). */
  children?: ReactNode;
}

interface ListViewOwnProps<
  R extends GridValidRowModel,
  F extends Record<string, FilterKind>,
  S extends string,
> extends ListViewProps<R, F, S> {
  list: ListPageModel<R, F, S>;
  /** Replaces the spec's title (e.g. "I miei to-do" / "To-do del team"). */
  title?: string;
  /** Replaces the spec's empty-state title when nothing is searched. */
  emptyTitle?: string;
  /** No "12 clienti" under the title (e.g. on a board, whose columns count for themselves). */
  hideCount?: boolean;
  /** Shown instead of the grid (e.g. a board). */
  content?: ReactNode;
}

/** A list page for a model the page made with `useListPage` (for a page that also reads its state). */
export function ListView<
  R extends GridValidRowModel,
  F extends Record<string, FilterKind>,
  S extends string,
>({
  spec,
  list,
  filters,
  actions,
  back,
  children,
  title,
  emptyTitle,
  hideCount,
  content,
}: ListViewOwnProps<R, F, S>) {
  const can = useCan();
  const navigate = useNavigate();
  const { state, total, result } = list;
  const { create, empty, table } = spec;
  const canCreate = create !== undefined && can(create.permission);
  const createTo = create && (typeof create.to === 'string' ? create.to : create.to(state));
  const createButton = (label: string) =>
    canCreate &&
    createTo && (
      <CreateButton to={createTo} icon={create.icon}>
        {label}
      </CreateButton>
    );
  // Who may create is told how; the others read the plain description, if any.
  const description = (canCreate && empty.createHint) || empty.description;
  const fadeArchived = table.fadeArchived ?? true;

  const emptyState =
    result.isError && !result.data ? (
      <EmptyState
        icon={<ErrorOutlineOutlined />}
        title="Non è stato possibile caricare l'elenco"
        description="Controlla la connessione e riprova."
        action={<Button onClick={() => result.refetch()}>Riprova</Button>}
      />
    ) : list.filtered ? (
      <EmptyState
        icon={empty.icon}
        title={empty.filteredTitle}
        {...(empty.filteredDescription ? { description: empty.filteredDescription } : {})}
        action={<Button onClick={list.clear}>Azzera filtri</Button>}
      />
    ) : (
      <EmptyState
        icon={empty.icon}
        title={emptyTitle ?? empty.title}
        {...(description ? { description } : {})}
        action={createButton(empty.createLabel ?? create?.label ?? '')}
      />
    );

  return (
    <Stack spacing={2.5}>
      <PageHeader
        back={back}
        title={title ?? spec.title}
        subtitle={
          hideCount || total === undefined
            ? ' '
            : `${total.toLocaleString('it-IT')} ${total === 1 ? spec.noun[0] : spec.noun[1]}`
        }
        actions={
          (actions || list.exporter || canCreate) && (
            <>
              {actions}
              {list.exporter && (
                <ExportMenu
                  onExport={list.exporter.run}
                  pending={list.exporter.pending}
                  disabled={total === 0}
                />
              )}
              {create && createButton(create.label)}
            </>
          )
        }
      />
      <FilterBar
        spec={spec.url}
        state={state}
        onChange={list.setState}
        fields={filters}
        uncounted={list.uncounted}
      />
      {content ?? (
        <DataTable<R>
          label={table.label}
          storageKey={table.storageKey}
          {...(table.initiallyHidden ? { initiallyHidden: table.initiallyHidden } : {})}
          rows={result.data?.data ?? []}
          rowCount={total ?? 0}
          loading={result.isFetching}
          columns={table.columns}
          {...list.grid}
          onRowClick={({ row }) => navigate(table.rowLink(row))}
          {...(fadeArchived ? { getRowClassName: ({ row }) => (row.archived_at ? 'row-archived' : '') } : {})}
          emptyState={emptyState}
        />
      )}
      {children}
    </Stack>
  );
}

/** A list page from its spec: header with count, export and create, filter bar, grid, empty state. */
export function ListPage<
  R extends GridValidRowModel,
  F extends Record<string, FilterKind>,
  S extends string,
>({ options, ...props }: ListViewProps<R, F, S> & { options?: UseListPageOptions<F, S> }) {
  const list = useListPage(props.spec, options);
  return <ListView {...props} list={list} />;
}
