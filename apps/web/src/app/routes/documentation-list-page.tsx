import { DocumentationList } from '../../features/documentations/components/documentation-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /documentations (permission view_documentations; writing needs manage_documentations). */
export function DocumentationListPage() {
  useDocumentTitle('Documentazione');
  return <DocumentationList />;
}
