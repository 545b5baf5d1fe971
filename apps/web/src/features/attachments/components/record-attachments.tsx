import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AttachmentRecordType, attachmentSortColumns } from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { attachmentKeys } from '../../../lib/entities/attachments.ts';
import { useTabList } from '../../../lib/list/use-tab-list.ts';
import { useAttachments } from '../api/list-attachments.ts';
import { useAttachmentActions } from '../hooks/use-attachment-actions.tsx';
import { useUploadQueue } from '../hooks/use-upload-queue.ts';
import { attachmentColumns } from './attachment-columns.tsx';
import { UploadArea } from './upload-area.tsx';

export interface RecordAttachmentsProps {
  recordType: AttachmentRecordType;
  recordId: number;
  /** "Rossi S.r.l.": names the grid and the drop area. */
  recordLabel: string;
  /** false: files are listed but not added (e.g. an archived record). Default true. */
  canUpload?: boolean;
}

const countText = (total: number) =>
  total === 1 ? '1 allegato' : `${total.toLocaleString('it-IT')} allegati`;

/**
 * A record's "Allegati" (a tab of the client and project pages, a section of the other records): the
 * upload area bound to the record (manage_attachments), then its files with preview, download,
 * rename and delete. The list and the tab's count refresh as each file lands.
 */
export function RecordAttachments({
  recordType,
  recordId,
  recordLabel,
  canUpload = true,
}: RecordAttachmentsProps) {
  const queryClient = useQueryClient();
  const model = useTabList({ columns: attachmentSortColumns, initial: '-created_at' });
  const list = useAttachments({ record_type: recordType, record_id: recordId, ...model.request });
  const actions = useAttachmentActions();
  const queue = useUploadQueue({
    target: { recordType, recordId },
    onUploaded: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actions' functions are stable in what they do
  const columns = useMemo(
    () => attachmentColumns(actions, { withRecord: false }),
    [actions.canManage, actions.downloadingId],
  );
  const total = list.data?.meta.total;
  const mayUpload = actions.canManage && canUpload;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{total === undefined ? ' ' : countText(total)}</Typography>
      {mayUpload && <UploadArea queue={queue} hint={`Trascina qui i file da allegare a «${recordLabel}»`} />}
      <DataTable
        label={`Allegati di ${recordLabel}`}
        storageKey="officina:attachments:record-columns"
        rows={list.data?.data ?? []}
        rowCount={total ?? 0}
        loading={list.isFetching}
        columns={columns}
        {...model.grid}
        onRowClick={({ row }) => actions.view(row)}
        emptyState={
          <EmptyState
            icon={<AttachFileOutlined />}
            title="Nessun allegato"
            description={
              mayUpload
                ? 'Trascina qui sopra i file, oppure usa «Scegli file».'
                : 'I file allegati a questo record compariranno qui.'
            }
          />
        }
      />
      {actions.dialogs}
    </Stack>
  );
}
