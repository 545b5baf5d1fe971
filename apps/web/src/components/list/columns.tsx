import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDate, formatEuro } from '../../lib/locale/format.ts';
import { LookupChip } from '../lookup-chip.tsx';

/** A column's size and options: everything but its field and title. */
type ColumnProps<R extends GridValidRowModel> = Omit<GridColDef<R>, 'field' | 'headerName'>;

/** "Stato": the record's state as its coloured chip; sorts by `state_id`. */
export function stateColumn<R extends { state_name: string | null; state_color: string | null }>(
  props: ColumnProps<R>,
): GridColDef<R> {
  return {
    field: 'state_id',
    headerName: 'Stato',
    ...props,
    renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
  };
}

/** A reference by id shown by its name (category, type, account manager…); sorts by the id field. */
export function nameColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  name: (row: R) => string | null,
  props: ColumnProps<R>,
): GridColDef<R> {
  return { field, headerName, ...props, valueGetter: (_, row) => name(row) };
}

/** A day, e.g. 25/11/2026. */
export function dateColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  props: ColumnProps<R>,
): GridColDef<R> {
  return { field, headerName, ...props, valueFormatter: (value) => formatDate(value) };
}

/** An amount in euro cents as "€ 1.234,56", right-aligned. */
export function euroColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  props: ColumnProps<R>,
): GridColDef<R> {
  return {
    field,
    headerName,
    align: 'right',
    headerAlign: 'right',
    ...props,
    valueFormatter: (value) => formatEuro(value),
  };
}
