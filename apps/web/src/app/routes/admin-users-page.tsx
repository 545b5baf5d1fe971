import { AdminUserList } from '../../features/admin-users/components/admin-user-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /admin/users: the users' administration (manage_users). */
export function AdminUsersPage() {
  useDocumentTitle('Utenti');
  return <AdminUserList />;
}
