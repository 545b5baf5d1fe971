import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useExportAudit } from '../../features/audit/api/export-audit.ts';
import { useAuditOptions } from '../../features/audit/api/get-audit-options.ts';
import { AuditFilterBar } from '../../features/audit/components/audit-filter-bar.tsx';
import { AuditLog } from '../../features/audit/components/audit-log.tsx';
import {
  type AuditFilters,
  auditFiltersFrom,
  auditFiltersToParams,
  periodReversed,
} from '../../features/audit/utils/audit-filters.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /admin/audit (manage_users): the whole system's activity log, filtered in the URL, exported to Excel. */
export function AdminAuditPage() {
  useDocumentTitle('Registro attività');
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const options = useAuditOptions();
  const exporter = useExportAudit(filters);
  const change = (next: AuditFilters) => setParams(auditFiltersToParams(next), { replace: true });
  return (
    <Stack spacing={2}>
      <PageHeader
        back={<BackLink to={paths.admin.build()}>Amministrazione</BackLink>}
        title="Registro attività"
        subtitle="Chi ha fatto cosa e quando, in tutto il sistema. Le password e i segreti non sono mai mostrati."
        actions={
          <ExportMenu
            onExport={(format) => exporter.mutate(format)}
            pending={exporter.isPending}
            disabled={periodReversed(filters)}
          />
        }
      />
      <AuditFilterBar filters={filters} options={options.data} onChange={change} />
      <AuditLog filters={filters} onClear={() => change({})} />
    </Stack>
  );
}
