import { AttachmentList } from '../../features/attachments/components/attachment-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /attachments: the files the user may see (view_attachments; upload, rename, delete: manage_attachments). */
export function AttachmentListPage() {
  useDocumentTitle('Allegati');
  return <AttachmentList />;
}
