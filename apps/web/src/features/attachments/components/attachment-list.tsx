import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import {
  type Attachment,
  attachmentKindLabels,
  attachmentKinds,
  attachmentRecordTypeLabels,
  attachmentRecordTypes,
} from '@officina/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListView } from '../../../components/list/list-page.tsx';
import { attachmentEntity, attachmentKeys } from '../../../lib/entities/attachments.ts';
import { entityListPage } from '../../../lib/list/list-page-spec.ts';
import { useListPage } from '../../../lib/list/use-list-page.ts';
import { paths } from '../../../lib/paths.ts';
import { useSettingsStore } from '../../../lib/settings/settings-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useAttachment, useAttachments } from '../api/list-attachments.ts';
import { useAttachmentActions } from '../hooks/use-attachment-actions.tsx';
import { useUploadQueue } from '../hooks/use-upload-queue.ts';
import { attachmentListSpec } from '../utils/list-spec.ts';
import { attachmentColumns } from './attachment-columns.tsx';
import { UploadDialog } from './upload-dialog.tsx';

const FILE_PARAM = 'file';

/** The list's URL with one file's dialog open (the filters kept): where a row click leads. */
function withFile(id: number): string {
  const params = new URLSearchParams(window.location.search);
  params.set(FILE_PARAM, String(id));
  return paths.attachments.build(params.toString());
}

const recordChoices = attachmentRecordTypes.map((value) => ({
  value,
  label: attachmentRecordTypeLabels[value],
}));
const kindChoices = attachmentKinds.map((value) => ({ value, label: attachmentKindLabels[value] }));

/** /attachments: every file the user may see, its record, size, uploader and date; upload, preview, download. */
export function AttachmentList() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const fileId = Number(params.get(FILE_PARAM)) || null;
  const people = useSettingsStore((state) => state.people);
  const users = useMemo(
    () =>
      (people?.user_subusers ?? []).map((user) => ({ id: user.id, name: `${user.name} ${user.surname}` })),
    [people],
  );
  const [uploading, setUploading] = useState(false);
  const queue = useUploadQueue({
    target: null,
    onUploaded: () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all }),
  });

  const spec = useMemo(
    () =>
      entityListPage({
        entity: attachmentEntity,
        url: attachmentListSpec,
        useList: useAttachments,
        table: { columns: [], rowLink: (row: Attachment) => withFile(row.id), fadeArchived: false },
        create: false,
        empty: {
          icon: <AttachFileOutlined />,
          description: 'I file allegati a clienti, progetti e agli altri record compaiono qui.',
        },
      }),
    [],
  );
  const list = useListPage(spec, { keep: [FILE_PARAM] });
  const shown = list.result.data?.data.find((row) => row.id === fileId);
  const fetched = useAttachment(fileId !== null && !shown ? fileId : null);
  const viewing = shown ?? fetched.data ?? null;
  // A `?file=` that names no file this user may see (deleted, another's record): said, and dropped.
  const missing = fetched.isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the read fails, with the URL of then
  useEffect(() => {
    if (!missing) return;
    notify.error('Il file non esiste più o non hai il permesso di vederlo.');
    const next = new URLSearchParams(params);
    next.delete(FILE_PARAM);
    setParams(next, { replace: true });
  }, [missing]);
  const actions = useAttachmentActions({
    viewing,
    onViewingChange: (attachment) => {
      const next = new URLSearchParams(params);
      if (attachment) next.set(FILE_PARAM, String(attachment.id));
      else next.delete(FILE_PARAM);
      setParams(next);
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the actions' functions are stable in what they do
  const columns = useMemo(
    () => attachmentColumns(actions, { withRecord: true }),
    [actions.canManage, actions.downloadingId],
  );

  return (
    <ListView
      spec={{ ...spec, table: { ...spec.table, columns } }}
      list={list}
      actions={
        actions.canManage && (
          <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => setUploading(true)}>
            Carica file
          </Button>
        )
      }
      filters={[
        { type: 'search', placeholder: 'Nome del file…' },
        {
          type: 'choice',
          key: 'record_type',
          label: 'Record',
          options: recordChoices,
          all: 'Tutti',
          minWidth: 170,
        },
        { type: 'choice', key: 'kind', label: 'Tipo', options: kindChoices, all: 'Tutti', minWidth: 170 },
        { type: 'select', key: 'created_by', label: 'Caricato da', options: users },
        { type: 'day', key: 'from', label: 'Dal' },
        { type: 'day', key: 'to', label: 'Al' },
      ]}
    >
      {actions.dialogs}
      {actions.canManage && (
        <UploadDialog open={uploading} queue={queue} onClose={() => setUploading(false)} />
      )}
    </ListView>
  );
}
