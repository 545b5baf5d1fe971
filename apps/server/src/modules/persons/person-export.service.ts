import type { Readable } from 'node:stream';
import type { ExportFormat, PersonExportQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listBatches } from '../../db/list/index.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { personList } from './person.list.ts';
import type { PersonViewRow } from './person.repository.ts';

type ExportRow = PersonViewRow & { sort_value: string | number | null };

/** Same headers as the import's field labels, so an exported file imports back unchanged. */
const columns: ExportColumn<ExportRow>[] = [
  { header: 'Nome', width: 16, value: (r) => r.first_name },
  { header: 'Cognome', width: 18, value: (r) => r.last_name },
  { header: 'Tipo', width: 16, value: (r) => r.type_name },
  { header: 'Ruolo', width: 20, value: (r) => r.role },
  { header: 'E-mail', width: 28, value: (r) => r.email },
  { header: 'Telefono', width: 16, value: (r) => r.phone },
  { header: 'Cellulare', width: 16, value: (r) => r.mobile },
  { header: 'Cliente', width: 32, value: (r) => r.client_name },
  { header: 'Partita IVA cliente', width: 14, value: (r) => r.client_vat_number },
  { header: 'Consenso privacy', width: 12, kind: 'date', value: (r) => r.privacy_consent_on },
  { header: 'Note', width: 40, value: (r) => r.notes },
  { header: 'Creato il', width: 12, kind: 'date', value: (r) => romeDate(r.created_at) },
];

/** The filtered, sorted persons list as a CSV or XLSX stream (Italian headers and dates). */
export function exportPersons(db: Db, query: PersonExportQuery): { format: ExportFormat; stream: Readable } {
  const { format, sort, ...filters } = query;
  return {
    format,
    stream: exportStream(format, 'Persone', columns, listBatches(db, personList, filters, sort)),
  };
}
