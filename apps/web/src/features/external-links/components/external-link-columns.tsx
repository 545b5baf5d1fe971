import type { GridColDef } from '@mui/x-data-grid';
import type { ExternalLinkView } from '@officina/contracts';
import { nameColumn } from '../../../components/list/columns.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { projectLabel } from '../utils/project-label.ts';
import { ExternalAnchor } from './external-anchor.tsx';

type Column = GridColDef<ExternalLinkView>;

/** Columns of the links grids: the list, and a client's or a project's tab without its own column. */
export function externalLinkColumns(without?: 'client' | 'project'): Column[] {
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
      renderCell: ({ row }) => <RowLink to={paths.externalLinkDetail.build(row.id)}>{row.title}</RowLink>,
    },
    {
      field: 'url',
      headerName: 'Indirizzo',
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => <ExternalAnchor url={row.url} />,
    },
    nameColumn('category_id', 'Categoria', (row) => row.category_name, { flex: 1, minWidth: 140 }),
    ...(without === 'client' ? [] : [client]),
    ...(without === 'project' ? [] : [project]),
  ];
}
