import type { GridColDef } from '@mui/x-data-grid';
import { type KeyholderView, keyholderKindLabels } from '@officina/contracts';
import { RowLink } from '../../../components/list/row-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { projectLabel } from '../utils/project-label.ts';
import { ExpiryDate } from './expiry-chip.tsx';

type Column = GridColDef<KeyholderView>;

/** Columns of the credentials grids: the list, and a client's or a project's tab without its own column. */
export function keyholderColumns(without?: 'client' | 'project'): Column[] {
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
  const project: Column = {
    field: 'project_id',
    headerName: 'Progetto',
    flex: 1.2,
    minWidth: 150,
    valueGetter: (_, row) => projectLabel(row),
    renderCell: ({ row }) =>
      row.project_id !== null && (
        <RowLink plain to={paths.projectDetail.build(row.project_id)}>
          {projectLabel(row)}
        </RowLink>
      ),
  };
  return [
    {
      field: 'title',
      headerName: 'Titolo',
      flex: 1.5,
      minWidth: 180,
      renderCell: ({ row }) => <RowLink to={paths.keyholderDetail.build(row.id)}>{row.title}</RowLink>,
    },
    {
      field: 'kind',
      headerName: 'Tipo',
      flex: 0.8,
      minWidth: 110,
      valueGetter: (_, row) => keyholderKindLabels[row.kind],
    },
    ...(without === 'client' ? [] : [client]),
    ...(without === 'project' ? [] : [project]),
    { field: 'host', headerName: 'URL o host', flex: 1.4, minWidth: 160 },
    { field: 'username', headerName: 'Nome utente', flex: 1, minWidth: 130 },
    {
      field: 'expires_on',
      headerName: 'Scadenza',
      flex: 1.2,
      minWidth: 215,
      renderCell: ({ row }) => <ExpiryDate date={row.expires_on} state={row.expiry_state} wrap={false} />,
    },
  ];
}
