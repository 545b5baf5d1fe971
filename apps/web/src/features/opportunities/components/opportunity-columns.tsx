import type { GridColDef } from '@mui/x-data-grid';
import type { OpportunityView } from '@officina/contracts';
import { dateColumn, euroColumn, nameColumn, stateColumn } from '../../../components/list/columns.tsx';
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
  nameColumn('type_id', 'Tipo', (row) => row.type_name, { width: 140 }),
  nameColumn('owner_id', 'Commerciale', (row) => row.owner_name, { width: 140 }),
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
