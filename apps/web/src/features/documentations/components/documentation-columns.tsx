import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { DocumentationListItem } from '@officina/contracts';
import { nameColumn } from '../../../components/list/columns.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';

/** The tags of a page as small chips. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%' }}>
      {tags.map((tag) => (
        <Chip key={tag} size="small" variant="outlined" label={tag} />
      ))}
    </Stack>
  );
}

/** Title, tags, client and project (unless the list is already of one), version, last change. */
export function documentationColumns(options: { client?: boolean; project?: boolean } = {}) {
  const columns: GridColDef<DocumentationListItem>[] = [
    { field: 'title', headerName: 'Titolo', flex: 2, minWidth: 220 },
    {
      field: 'tags',
      headerName: 'Etichette',
      flex: 1,
      minWidth: 160,
      sortable: false,
      renderCell: ({ row }) => <TagChips tags={row.tags} />,
    },
  ];
  if (options.client !== false) {
    columns.push(nameColumn('client_id', 'Cliente', (row) => row.client_name, { flex: 1, minWidth: 160 }));
  }
  if (options.project !== false) {
    columns.push(nameColumn('project_id', 'Progetto', (row) => row.project_name, { flex: 1, minWidth: 160 }));
  }
  columns.push(
    { field: 'version', headerName: 'Versione', width: 100, type: 'number' },
    {
      field: 'updated_at',
      headerName: 'Modificata',
      width: 170,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'updated_by_name', headerName: 'Da', width: 150, sortable: false },
  );
  return columns;
}
