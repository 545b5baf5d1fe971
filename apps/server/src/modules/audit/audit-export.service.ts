import type { AuditEntry, AuditExportQuery } from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { auditExportBatches } from './audit.service.ts';
import { italianDateTime } from './audit-values.ts';

type ExportRow = AuditEntry | { cut: string };
const entry = (row: ExportRow): AuditEntry | null => ('cut' in row ? null : row);

/** "Stato: Prospect → Attivo; Note: — → Richiamare" (values already masked and named). */
function changesText(row: AuditEntry): string {
  return row.changes.map((c) => `${c.label}: ${c.old ?? '—'} → ${c.new ?? '—'}`).join('; ');
}

/** Italian headers; the day is a real date cell (dd/mm/yyyy), the time beside it. */
const columns: ExportColumn<ExportRow>[] = [
  { header: 'Data', kind: 'date', width: 12, value: (r) => romeDate(entry(r)?.created_at ?? null) },
  {
    header: 'Ora',
    width: 8,
    value: (r) => {
      const e = entry(r);
      return e ? italianDateTime(e.created_at).slice(11) : null;
    },
  },
  { header: 'Utente', width: 24, value: (r) => (entry(r) ? (entry(r)?.user?.name ?? 'Sistema') : null) },
  { header: 'Tipo di record', width: 18, value: (r) => entry(r)?.entity_label ?? null },
  { header: 'N. record', width: 10, value: (r) => entry(r)?.entity_id ?? null },
  { header: 'Record', width: 32, value: (r) => entry(r)?.record?.name ?? null },
  { header: 'Azione', width: 18, value: (r) => entry(r)?.action_label ?? null },
  { header: 'Descrizione', width: 60, value: (r) => ('cut' in r ? r.cut : r.text) },
  { header: 'Modifiche', width: 80, value: (r) => (entry(r) ? changesText(r as AuditEntry) : null) },
];

/** The filtered audit log as a spreadsheet stream (XLSX by default), newest first. */
export function exportAudit(db: Db, query: AuditExportQuery) {
  const { format, ...filters } = query;
  return exportStream(format, 'Registro attività', columns, auditExportBatches(db, filters));
}

/** `registro-attivita-2026-11-26.xlsx`, dated in Italian time. */
export const AUDIT_EXPORT_FILENAME = 'registro-attivita';
