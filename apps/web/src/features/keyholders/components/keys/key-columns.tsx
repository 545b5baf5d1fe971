import type { GridColDef } from '@mui/x-data-grid';
import { type KeyView, keyKindLabels } from '@officina/contracts';
import { RowLink } from '../../../../components/list/row-link.tsx';
import { paths } from '../../../../lib/paths.ts';
import { copiesSummary, holdersText } from '../../utils/keys-format.ts';
import { KeyStateChip } from './key-state-chip.tsx';

type Column = GridColDef<KeyView>;

/** Columns of the keys grids: the register, and a client's or a project's tab without the client. */
export function keyColumns(without?: 'client'): Column[] {
  const client: Column = {
    field: 'client_id',
    headerName: 'Cliente',
    flex: 1.2,
    minWidth: 150,
    valueGetter: (_, row) => row.client_name,
    renderCell: ({ row }) =>
      row.client_id !== null && (
        <RowLink plain to={paths.crmClientDetail.build(row.client_id)}>
          {row.client_name}
        </RowLink>
      ),
  };
  return [
    {
      field: 'label',
      headerName: 'Nome',
      flex: 1.5,
      minWidth: 170,
      renderCell: ({ row }) => <RowLink to={paths.keyDetail.build(row.id)}>{row.label}</RowLink>,
    },
    { field: 'code', headerName: 'Codice', width: 120 },
    {
      field: 'kind',
      headerName: 'Tipo',
      width: 120,
      valueGetter: (_, row) => keyKindLabels[row.kind],
    },
    ...(without === 'client' ? [] : [client]),
    { field: 'site', headerName: 'Sede / accesso', flex: 1.4, minWidth: 160, sortable: false },
    {
      field: 'copies',
      headerName: 'Copie',
      width: 170,
      valueGetter: (_, row) => copiesSummary(row.copies_out, row.copies),
    },
    {
      field: 'state',
      headerName: 'Stato',
      width: 210,
      sortable: false,
      renderCell: ({ row }) => <KeyStateChip state={row.state} />,
    },
    {
      field: 'holders',
      headerName: 'Chi le ha ora',
      flex: 1.3,
      minWidth: 160,
      sortable: false,
      valueGetter: (_, row) => holdersText(row.loans),
    },
  ];
}
