import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { PersonView } from '@officina/contracts';
import { dateColumn } from '../../../components/list/columns.tsx';
import { RowLink } from '../../../components/list/row-link.tsx';
import { LookupChip } from '../../../components/lookup-chip.tsx';
import { paths } from '../../../lib/paths.ts';

const mail = (value: string | null) =>
  value ? (
    <Link href={`mailto:${value}`} onClick={(event) => event.stopPropagation()}>
      {value}
    </Link>
  ) : null;

/** Columns of a persons grid; `withClient` adds the client's name (not on a client's own tab). */
export function personColumns(withClient: boolean): GridColDef<PersonView>[] {
  return [
    {
      field: 'last_name',
      headerName: 'Cognome e nome',
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => (
        <RowLink to={paths.crmPersonDetail.build(row.id)}>
          {row.last_name} {row.first_name}
        </RowLink>
      ),
    },
    { field: 'first_name', headerName: 'Nome', width: 130 },
    {
      field: 'type_id',
      headerName: 'Tipo',
      width: 160,
      renderCell: ({ row }) => <LookupChip name={row.type_name} color={row.type_color} />,
    },
    { field: 'role', headerName: 'Ruolo', flex: 1, minWidth: 140, sortable: false },
    ...(withClient
      ? [
          {
            field: 'client_id',
            headerName: 'Cliente',
            flex: 1.2,
            minWidth: 180,
            renderCell: ({ row }) =>
              row.client_id ? (
                <RowLink to={paths.crmClientDetail.build(row.client_id)} plain>
                  {row.client_name}
                  {row.client_archived && ' (archiviato)'}
                </RowLink>
              ) : null,
          } satisfies GridColDef<PersonView>,
        ]
      : []),
    {
      field: 'email',
      headerName: 'E-mail',
      flex: 1.2,
      minWidth: 200,
      renderCell: ({ row }) => mail(row.email),
    },
    { field: 'phone', headerName: 'Telefono', width: 150, sortable: false },
    { field: 'mobile', headerName: 'Cellulare', width: 150, sortable: false },
    dateColumn('updated_at', 'Modificato il', { width: 130 }),
  ];
}
