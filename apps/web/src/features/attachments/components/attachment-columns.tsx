import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Attachment } from '@officina/contracts';
import { RowLink } from '../../../components/list/row-link.tsx';
import { formatDateTime } from '../../../lib/locale/format.ts';
import type { AttachmentActions } from '../hooks/use-attachment-actions.tsx';
import { formatFileSize } from '../utils/format-size.ts';
import { recordLinkOf, recordTextOf } from '../utils/record-links.ts';
import { AttachmentIcon } from './attachment-icon.tsx';

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The file grid's columns: name with its kind's icon (a button opening the preview), the record (a
 * link; left out in a record's own tab), size ("1,2 MB"), uploader, date, then Scarica / Rinomina /
 * Elimina (the last two for manage_attachments).
 */
export function attachmentColumns(actions: AttachmentActions, { withRecord }: { withRecord: boolean }) {
  const columns: GridColDef<Attachment>[] = [
    {
      field: 'name',
      headerName: 'Nome',
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
          <AttachmentIcon kind={row.kind} />
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={(event) => {
              stop(event);
              actions.view(row);
            }}
            sx={{
              fontWeight: 500,
              textAlign: 'left',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {row.name}
          </Link>
        </Stack>
      ),
    },
  ];
  if (withRecord) {
    columns.push({
      field: 'record',
      headerName: 'Record',
      flex: 1.5,
      minWidth: 200,
      sortable: false,
      valueGetter: (_, row) => recordTextOf(row),
      renderCell: ({ row, value }) => {
        const link = recordLinkOf(row);
        return link ? (
          <RowLink to={link} plain>
            {value as string}
          </RowLink>
        ) : (
          (value as string)
        );
      },
    });
  }
  columns.push(
    {
      field: 'size',
      headerName: 'Dimensione',
      width: 120,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatFileSize(value),
    },
    {
      field: 'created_by',
      headerName: 'Caricato da',
      width: 170,
      sortable: false,
      valueGetter: (_, row) => row.created_by?.name ?? '',
    },
    {
      field: 'created_at',
      headerName: 'Data',
      width: 150,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'actions',
      headerName: 'Azioni',
      width: actions.canManage ? 150 : 70,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }} onClick={stop}>
          <Tooltip title="Scarica">
            <IconButton
              size="small"
              aria-label={`Scarica ${row.name}`}
              loading={actions.downloadingId === row.id}
              onClick={() => actions.download(row)}
            >
              <DownloadOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {actions.canManage && (
            <>
              <Tooltip title="Rinomina">
                <IconButton
                  size="small"
                  aria-label={`Rinomina ${row.name}`}
                  onClick={() => actions.rename(row)}
                >
                  <DriveFileRenameOutlineOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Elimina">
                <IconButton
                  size="small"
                  aria-label={`Elimina ${row.name}`}
                  onClick={() => actions.remove(row)}
                >
                  <DeleteOutlineOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      ),
    },
  );
  return columns;
}
