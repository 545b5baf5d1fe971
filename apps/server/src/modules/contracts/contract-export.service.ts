import type { Readable } from 'node:stream';
import {
  type BillingPeriod,
  billingPeriodLabels,
  type ContractExportQuery,
  type ExportFormat,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import type { Cursor } from '../../db/list-query.ts';
import { toBool } from '../../db/values.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { type ContractViewRow, listContractBatch, resolveContractSort } from './contract.repository.ts';

const EXPORT_BATCH = 1000;
type ExportRow = ContractViewRow & { sort_value: string | number | null };

const columns: ExportColumn<ExportRow>[] = [
  { header: 'Numero', width: 13, value: (r) => r.number },
  { header: 'Titolo', width: 36, value: (r) => r.title },
  { header: 'Cliente', width: 32, value: (r) => r.client_name },
  { header: 'Opportunità', width: 12, value: (r) => r.opportunity_number },
  { header: 'Tipo', width: 16, value: (r) => r.type_name },
  { header: 'Stato', width: 14, value: (r) => r.state_name },
  { header: 'Inizio', width: 12, kind: 'date', value: (r) => r.start_on },
  { header: 'Fine', width: 12, kind: 'date', value: (r) => r.end_on },
  { header: 'Tacito rinnovo', width: 10, value: (r) => (toBool(r.tacit_renewal) ? 'Sì' : 'No') },
  { header: 'Preavviso (giorni)', width: 10, value: (r) => r.notice_days },
  { header: 'Importo €', width: 14, value: (r) => Number(r.amount_cents) / 100 },
  {
    header: 'Periodicità',
    width: 14,
    value: (r) => billingPeriodLabels[r.billing_period as BillingPeriod] ?? r.billing_period,
  },
  {
    header: 'Monte ore',
    width: 10,
    value: (r) => (r.hours_included_minutes === null ? null : r.hours_included_minutes / 60),
  },
  { header: 'Creato il', width: 12, kind: 'date', value: (r) => romeDate(r.created_at) },
];

async function* batches(db: Db, query: ContractExportQuery): AsyncGenerator<ExportRow[]> {
  const { format: _f, sort, ...filters } = query;
  const resolved = resolveContractSort(sort);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = (await listContractBatch(db, filters, resolved, cursor, EXPORT_BATCH)) as ExportRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { value: last.sort_value, id: last.id };
  }
}

export function exportContracts(
  db: Db,
  query: ContractExportQuery,
): { format: ExportFormat; stream: Readable } {
  return {
    format: query.format,
    stream: exportStream(query.format, 'Contratti', columns, batches(db, query)),
  };
}
