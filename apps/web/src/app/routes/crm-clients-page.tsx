import { ClientList } from '../../features/crm/components/client-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /crm (permission view_clients): the clients list. */
export function CrmClientsPage() {
  useDocumentTitle('Clienti');
  return <ClientList />;
}
