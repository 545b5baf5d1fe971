import { type ContractExportQuery, type ExportFormat, exportContractsEndpoint } from '@officina/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/file-transfer.ts';
import { dayjs } from '../../../lib/locale/dayjs.ts';

export type ContractExportParams = Partial<Omit<ContractExportQuery, 'format'>>;

/** GET /contracts/export: the filtered list as XLSX or CSV, downloaded. */
export function useExportContracts() {
  return useMutation({
    mutationFn: ({ query, format }: { query: ContractExportParams; format: ExportFormat }) =>
      downloadFile(
        exportContractsEndpoint.path,
        { ...query, format },
        `contratti-${dayjs().format('YYYY-MM-DD')}.${format}`,
      ),
  });
}
