import { type ClientExportQuery, type ExportFormat, exportClientsEndpoint } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';

export type ClientExportParams = Partial<Omit<ClientExportQuery, 'format'>>;

export function exportClients(query: ClientExportParams, format: ExportFormat) {
  return downloadFile(
    exportClientsEndpoint.path,
    { ...query, format },
    `clienti-${dayjs().format('YYYY-MM-DD')}.${format}`,
  );
}

/** GET /clients/export: the whole filtered list as XLSX or CSV, downloaded. */
export function useExportClients() {
  return useMutation({
    mutationFn: ({ query, format }: { query: ClientExportParams; format: ExportFormat }) =>
      exportClients(query, format),
  });
}
