import { type ExportFormat, exportTimingReportEndpoint, timingReportFilename } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';
import type { TimingReportParams } from './timing-report.ts';

export function exportTimingReport(query: TimingReportParams, format: ExportFormat) {
  return downloadFile(
    exportTimingReportEndpoint.path,
    { ...query, format },
    timingReportFilename(query, format),
  );
}

/** GET /timings/report/export: the same report as XLSX or CSV, downloaded. */
export function useExportTimingReport() {
  return useMutation({
    mutationFn: ({ query, format }: { query: TimingReportParams; format: ExportFormat }) =>
      exportTimingReport(query, format),
  });
}
