import { ExternalLinkList } from '../../features/external-links/components/external-link-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /external-links: every link (editing needs manage_external_links). */
export function ExternalLinkListPage() {
  useDocumentTitle('Link');
  return <ExternalLinkList />;
}
