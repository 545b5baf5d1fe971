import type { Readable } from 'node:stream';
import type { ExportFormat, OpportunityExportQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listBatches } from '../../db/list/index.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { opportunityList } from './opportunity.list.ts';
import type { OpportunityViewRow } from './opportunity.repository.ts';

type ExportRow = OpportunityViewRow & { sort_value: string | number | null };
const euro = (cents: number | string) => Number(cents) / 100;

const columns: ExportColumn<ExportRow>[] = [
  { header: 'Numero', width: 11, value: (r) => r.number },
  { header: 'Titolo', width: 36, value: (r) => r.title },
  { header: 'Cliente', width: 32, value: (r) => r.client_name },
  { header: 'Referente', width: 22, value: (r) => r.person_name },
  { header: 'Commerciale', width: 22, value: (r) => r.owner_name },
  { header: 'Stato', width: 16, value: (r) => r.state_name },
  { header: 'Tipo', width: 16, value: (r) => r.type_name },
  { header: 'Chiusura prevista', width: 14, kind: 'date', value: (r) => r.expected_close_on },
  { header: 'Probabilità %', width: 12, value: (r) => r.probability },
  { header: 'Imponibile €', width: 14, value: (r) => euro(r.imponibile_cents) },
  { header: 'IVA €', width: 12, value: (r) => euro(r.iva_cents) },
  { header: 'Totale €', width: 14, value: (r) => euro(r.total_cents) },
  { header: 'Valida fino al', width: 14, kind: 'date', value: (r) => r.valid_until },
  { header: 'Motivo perdita', width: 30, value: (r) => r.lost_reason },
  { header: 'Creata il', width: 12, kind: 'date', value: (r) => romeDate(r.created_at) },
];

/** The filtered, sorted opportunities as CSV or XLSX (amounts in euro as numbers). */
export function exportOpportunities(
  db: Db,
  query: OpportunityExportQuery,
): { format: ExportFormat; stream: Readable } {
  const { format, sort, ...filters } = query;
  return {
    format,
    stream: exportStream(format, 'Opportunità', columns, listBatches(db, opportunityList, filters, sort)),
  };
}
