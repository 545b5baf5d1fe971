import { type ExportFormat, exportPersonsEndpoint, type PersonExportQuery } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';

export type PersonExportParams = Partial<Omit<PersonExportQuery, 'format'>>;

export function exportPersons(query: PersonExportParams, format: ExportFormat) {
  return downloadFile(
    exportPersonsEndpoint.path,
    { ...query, format },
    `persone-${dayjs().format('YYYY-MM-DD')}.${format}`,
  );
}

/** GET /persons/export: the whole filtered list as XLSX or CSV, downloaded. */
export function useExportPersons() {
  return useMutation({
    mutationFn: ({ query, format }: { query: PersonExportParams; format: ExportFormat }) =>
      exportPersons(query, format),
  });
}
