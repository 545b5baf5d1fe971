import type { GridColDef } from '@mui/x-data-grid';
import { billingPeriodLabels, type ContractView } from '@officina/contracts';
import { RowLink } from '../../../components/list/row-link.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
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
    {
      field: 'state_id',
      headerName: 'Stato',
      width: 130,
      renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
    },
    {
      field: 'type_id',
      headerName: 'Tipo',
      flex: 0.8,
      minWidth: 110,
      valueGetter: (_, row) => row.type_name,
    },
    { field: 'start_on', headerName: 'Inizio', width: 110, valueFormatter: (value) => formatDate(value) },
    { field: 'end_on', headerName: 'Scadenza', width: 110, valueFormatter: (value) => formatDate(value) },
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
