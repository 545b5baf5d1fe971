import type { Readable } from 'node:stream';
import {
  type BillingPeriod,
  billingPeriodLabels,
  type ContractExportQuery,
  type ExportFormat,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listBatches } from '../../db/list/index.ts';
import { toBool } from '../../db/values.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { contractList } from './contract.list.ts';
import type { ContractViewRow } from './contract.repository.ts';

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

export function exportContracts(
  db: Db,
  query: ContractExportQuery,
): { format: ExportFormat; stream: Readable } {
  const { format, sort, ...filters } = query;
  return {
    format,
    stream: exportStream(format, 'Contratti', columns, listBatches(db, contractList, filters, sort)),
  };
}
