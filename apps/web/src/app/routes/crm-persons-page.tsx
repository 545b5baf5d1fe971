import { PersonList } from '../../features/crm/components/person-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /crm/persons (permission view_persons): the persons list. */
export function CrmPersonsPage() {
  useDocumentTitle('Persone');
  return <PersonList />;
}
