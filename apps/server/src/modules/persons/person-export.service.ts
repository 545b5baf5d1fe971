import type { Readable } from 'node:stream';
import type { ExportFormat, PersonExportQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { Cursor } from '../../db/list-query.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import {
  listPersonBatch,
  type PersonFilters,
  type PersonViewRow,
  resolvePersonSort,
} from './person.repository.ts';

const EXPORT_BATCH = 1000;

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

async function* batches(
  db: Db,
  filters: PersonFilters,
  sort: PersonExportQuery['sort'],
): AsyncGenerator<ExportRow[]> {
  const resolved = resolvePersonSort(sort);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = (await listPersonBatch(db, filters, resolved, cursor, EXPORT_BATCH)) as ExportRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { value: last.sort_value, id: last.id };
  }
}

/** The filtered, sorted persons list as a CSV or XLSX stream (Italian headers and dates). */
export function exportPersons(db: Db, query: PersonExportQuery): { format: ExportFormat; stream: Readable } {
  const { format, sort, ...filters } = query;
  return { format, stream: exportStream(format, 'Persone', columns, batches(db, filters, sort)) };
}
