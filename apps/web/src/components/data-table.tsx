import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import {
  ColumnsPanelTrigger,
  DataGrid,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
  Toolbar,
} from '@mui/x-data-grid';
import { itIT } from '@mui/x-data-grid/locales';
import { type ReactNode, useMemo, useState } from 'react';

const localeText = itIT.components.MuiDataGrid.defaultProps.localeText;
const PAGE_SIZES = [10, 25, 50, 100];

type PassedProps<R extends GridValidRowModel> = Pick<
  DataGridProps<R>,
  | 'rows'
  | 'columns'
  | 'loading'
  | 'rowCount'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'onRowClick'
  | 'getRowId'
  | 'getRowClassName'
>;

export interface DataTableProps<R extends GridValidRowModel> extends PassedProps<R> {
  /** Accessible name of the grid, e.g. "Elenco clienti". */
  label: string;
  /** Shown instead of the grid's "Nessun risultato" when the list is empty. */
  emptyState?: ReactNode;
  /** localStorage key under which the columns the user chose are remembered. */
  storageKey?: string;
  /** Columns hidden until the user shows them. */
  initiallyHidden?: readonly string[];
}

function readVisibility(
  storageKey: string | undefined,
  hidden: readonly string[],
): GridColumnVisibilityModel {
  const fallback = Object.fromEntries(hidden.map((field) => [field, false]));
  if (!storageKey) return fallback;
  try {
    const stored = localStorage.getItem(storageKey);
    return stored ? { ...fallback, ...(JSON.parse(stored) as GridColumnVisibilityModel) } : fallback;
  } catch {
    return fallback;
  }
}

function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnOutlined />} />}>
        Colonne
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

/**
 * The same object for as long as its content is the same. The grid takes a sort model of another
 * identity as a change of sort and goes back to the first page — so a page that writes
 * `sortModel={sortModelOf(state.sort)}` would be sent back to page 1 on every render, right after
 * "Pagina successiva".
 */
/** Name of the bar shown while a list (re)loads. */
export const LIST_LOADING_LABEL = 'Caricamento dell’elenco…';

/**
 * The grid's loading indicator: a named progress bar over the rows, inside a row and a cell like the
 * empty state (the overlay sits inside role grid, which may own only rows — the default overlay's
 * unnamed bar failed axe's aria-progressbar-name and aria-required-children whenever a list was
 * refetching, e.g. after a live event, while it was scanned).
 */
function LoadingOverlay() {
  return (
    <Box role="row" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}>
      <Box role="gridcell" sx={{ display: 'block', width: '100%' }}>
        <LinearProgress aria-label={LIST_LOADING_LABEL} />
      </Box>
    </Box>
  );
}

function useStableModel<T>(value: T): T {
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the content is the identity
  return useMemo(() => value, [key]);
}

/**
 * MUI X Data Grid for a list the server pages, sorts and filters: Italian texts, server
 * modes, one sort column, the user's column choice remembered, and a custom empty state. Filters live
 * outside the grid (in the page's toolbar and the URL), so the grid's own filter panel is off.
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  emptyState,
  storageKey,
  initiallyHidden = [],
  onRowClick,
  sortModel,
  paginationModel,
  ...grid
}: DataTableProps<R>) {
  const [visibility, setVisibility] = useState(() => readVisibility(storageKey, initiallyHidden));
  const stableSortModel = useStableModel(sortModel);
  const stablePaginationModel = useStableModel(paginationModel);
  // The overlay sits inside the grid (role grid), which may own only rows: the empty state is its one
  // row's one cell, so its status text and add button are in the grid's structure (axe
  // aria-required-children), and a screen reader reads it as the grid's content.
  const empty = emptyState
    ? () => (
        <Box role="row" sx={{ height: '100%' }}>
          <Box role="gridcell" sx={{ height: '100%' }}>
            {emptyState}
          </Box>
        </Box>
      )
    : undefined;

  return (
    <Box sx={{ width: '100%', minHeight: 320 }}>
      <DataGrid<R>
        {...grid}
        {...(stableSortModel ? { sortModel: stableSortModel } : {})}
        {...(stablePaginationModel ? { paginationModel: stablePaginationModel } : {})}
        aria-label={label}
        label={label}
        localeText={localeText}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={['asc', 'desc']}
        pageSizeOptions={PAGE_SIZES}
        autoHeight
        // An empty list shows its empty state only, not "0–0 di 0" under it.
        hideFooter={!grid.loading && grid.rowCount === 0}
        showToolbar
        onRowClick={onRowClick}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) => {
          setVisibility(model);
          if (storageKey) localStorage.setItem(storageKey, JSON.stringify(model));
        }}
        slots={{
          toolbar: ColumnsToolbar,
          loadingOverlay: LoadingOverlay,
          ...(empty ? { noRowsOverlay: empty } : {}),
        }}
        sx={{
          bgcolor: 'background.paper',
          '--DataGrid-overlayHeight': '300px',
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          // The last header's resize handle and hidden menu button stick out past the columns: unclipped,
          // they make the rows scroll sideways by a few pixels even when the columns fit.
          '& .MuiDataGrid-columnHeaders': { overflow: 'hidden' },
          '& .row-archived': { opacity: 0.6 },
        }}
      />
    </Box>
  );
}
