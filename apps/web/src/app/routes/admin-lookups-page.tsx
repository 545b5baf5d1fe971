import { useParams } from 'react-router';
import { AdminLookupsView } from '../../features/admin-lookups/components/admin-lookups-view.tsx';
import { kindOf } from '../../features/admin-lookups/utils/kind-param.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /admin/lookups/:kind? (manage_settings, as the server checks): the lookup tables' administration. */
export function AdminLookupsPage() {
  const kind = kindOf(useParams().kind);
  useDocumentTitle('Tabelle di base');
  return <AdminLookupsView kind={kind} />;
}
