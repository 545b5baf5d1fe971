import type { Readable } from 'node:stream';
import type { ClientExportQuery, ExportFormat } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listBatches } from '../../db/list/index.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { clientList } from './client.list.ts';
import type { ClientViewRow } from './client.repository.ts';

type ExportRow = ClientViewRow & { sort_value: string | number | null };

/** Same headers as the import's field labels, so an exported file imports back unchanged. */
const columns: ExportColumn<ExportRow>[] = [
  { header: 'Ragione sociale', width: 36, value: (r) => r.business_name },
  { header: 'Partita IVA', width: 14, value: (r) => r.vat_number },
  { header: 'Codice fiscale', width: 18, value: (r) => r.tax_code },
  { header: 'Codice SDI', width: 10, value: (r) => r.sdi_code },
  { header: 'PEC', width: 28, value: (r) => r.pec },
  { header: 'E-mail', width: 28, value: (r) => r.email },
  { header: 'Telefono', width: 16, value: (r) => r.phone },
  { header: 'Sito web', width: 28, value: (r) => r.website },
  { header: 'Indirizzo', width: 30, value: (r) => r.street },
  { header: 'CAP', width: 8, value: (r) => r.postal_code },
  { header: 'Comune', width: 20, value: (r) => r.city },
  { header: 'Provincia', width: 9, value: (r) => r.province },
  { header: 'Nazione', width: 8, value: (r) => r.country },
  { header: 'Stato', width: 14, value: (r) => r.state_name },
  { header: 'Categoria', width: 20, value: (r) => r.category_name },
  { header: 'Account manager', width: 22, value: (r) => r.account_manager_name },
  { header: 'Note', width: 40, value: (r) => r.notes },
  { header: 'Creato il', width: 12, kind: 'date', value: (r) => romeDate(r.created_at) },
];

/** The filtered, sorted clients list as a CSV or XLSX stream (Italian headers and dates). */
export function exportClients(db: Db, query: ClientExportQuery): { format: ExportFormat; stream: Readable } {
  const { format, sort, ...filters } = query;
  return {
    format,
    stream: exportStream(format, 'Clienti', columns, listBatches(db, clientList, filters, sort)),
  };
}
