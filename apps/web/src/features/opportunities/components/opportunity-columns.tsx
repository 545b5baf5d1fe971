import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityView } from '@officina/contracts';
import { RowLink } from '../../../components/list/row-link.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { formatDate, formatEuro } from '../../../lib/locale/format.ts';
import { paths } from '../../../lib/paths.ts';

/** The opportunity's number, a link to it (also in the client page's Opportunità tab). */
export const opportunityNumberColumn: GridColDef<OpportunityView> = {
  field: 'number',
  headerName: 'Numero',
  width: 110,
  renderCell: ({ row }) => (
    <RowLink to={paths.opportunityDetail.build(row.id)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {row.number}
    </RowLink>
  ),
};

/** The columns of the opportunities list. */
export const opportunityColumns: GridColDef<OpportunityView>[] = [
  opportunityNumberColumn,
  { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 180 },
  { field: 'client_name', headerName: 'Cliente', flex: 1.5, minWidth: 160 },
  {
    field: 'state_id',
    headerName: 'Stato',
    width: 150,
    renderCell: ({ row }) => <LookupChip name={row.state_name} color={row.state_color} />,
  },
  { field: 'type_id', headerName: 'Tipo', width: 140, valueGetter: (_, row) => row.type_name },
  { field: 'owner_id', headerName: 'Commerciale', width: 140, valueGetter: (_, row) => row.owner_name },
  {
    field: 'expected_close_on',
    headerName: 'Chiusura',
    width: 110,
    valueFormatter: (value) => formatDate(value),
  },
  {
    field: 'probability',
    headerName: 'Prob.',
    width: 70,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => `${value} %`,
  },
  {
    field: 'total_cents',
    headerName: 'Totale',
    width: 130,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => formatEuro(value),
    cellClassName: 'amount',
  },
  {
    field: 'updated_at',
    headerName: 'Modificata il',
    width: 130,
    valueFormatter: (value) => formatDate(value),
  },
];
