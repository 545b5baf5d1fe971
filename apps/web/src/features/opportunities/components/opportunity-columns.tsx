import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityView } from '@officina/contracts';
import { dateColumn, euroColumn, stateColumn } from '../../../components/list/columns.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
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
  stateColumn({ width: 150 }),
  { field: 'type_id', headerName: 'Tipo', width: 140, valueGetter: (_, row) => row.type_name },
  { field: 'owner_id', headerName: 'Commerciale', width: 140, valueGetter: (_, row) => row.owner_name },
  dateColumn('expected_close_on', 'Chiusura', { width: 110 }),
  {
    field: 'probability',
    headerName: 'Prob.',
    width: 70,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value) => `${value} %`,
  },
  euroColumn('total_cents', 'Totale', { width: 130, cellClassName: 'amount' }),
  dateColumn('updated_at', 'Modificata il', { width: 130 }),
];
