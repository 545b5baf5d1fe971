import { GroupAdmin } from '../../features/admin-groups/components/group-admin.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /admin/groups (manage_users, as the server checks): «Gruppi e permessi». */
export function AdminGroupsPage() {
  useDocumentTitle('Gruppi e permessi');
  return <GroupAdmin />;
}
