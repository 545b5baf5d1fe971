import type { GridColDef } from '@mui/x-data-grid';
import { billingPeriodLabels, type ContractView } from '@officina/contracts';
import { dateColumn, nameColumn, stateColumn } from '../../../components/list/columns.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
import { formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';

/** Columns of the contracts grids (the list, and the client's tab without the client). */
export function contractColumns(withClient: boolean): GridColDef<ContractView>[] {
  return [
    {
      field: 'number',
      headerName: 'Numero',
      width: 120,
      renderCell: ({ row }) => <RowLink to={paths.contractDetail.build(row.id)}>{row.number}</RowLink>,
    },
    { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 180 },
    ...(withClient
      ? [
          {
            field: 'client_name',
            headerName: 'Cliente',
            flex: 1.5,
            minWidth: 160,
          } as GridColDef<ContractView>,
        ]
      : []),
    stateColumn({ width: 130 }),
    nameColumn('type_id', 'Tipo', (row) => row.type_name, { flex: 0.8, minWidth: 110 }),
    dateColumn('start_on', 'Inizio', { width: 110 }),
    dateColumn('end_on', 'Scadenza', { width: 110 }),
    {
      field: 'amount_cents',
      headerName: 'Importo',
      width: 170,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_, row) =>
        `${formatEuro(row.amount_cents)} ${billingPeriodLabels[row.billing_period].toLowerCase()}`,
    },
  ];
}
