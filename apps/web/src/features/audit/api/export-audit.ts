import { auditExportEndpoint, type ExportFormat } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';
import type { AuditFilters } from '../utils/audit-filters.ts';

/** GET /admin/audit/export: the filtered log as a file, saved by the browser. */
export function useExportAudit(filters: AuditFilters) {
  return useMutation({
    mutationFn: (format: ExportFormat) =>
      downloadFile(auditExportEndpoint.path, { ...filters, format }, `registro-attivita.${format}`),
  });
}
