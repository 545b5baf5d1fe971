import {
  type ExportFormat,
  exportOpportunitiesEndpoint,
  type OpportunityExportQuery,
} from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';

export type OpportunityExportParams = Partial<Omit<OpportunityExportQuery, 'format'>>;

/** GET /opportunities/export: the whole filtered list as XLSX or CSV, downloaded. */
export function useExportOpportunities() {
  return useMutation({
    mutationFn: ({ query, format }: { query: OpportunityExportParams; format: ExportFormat }) =>
      downloadFile(
        exportOpportunitiesEndpoint.path,
        { ...query, format },
        `opportunita-${dayjs().format('YYYY-MM-DD')}.${format}`,
      ),
  });
}
