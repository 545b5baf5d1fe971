import type { Readable } from 'node:stream';
import {
  type ExportFormat,
  type KeyholderExportQuery,
  type KeyholderKind,
  keyholderExpiryLabels,
  keyholderKindLabels,
} from '@officina/contracts';
import type { Db } from '../../db/database.ts';
import { listBatches } from '../../db/list/index.ts';
import { type ExportColumn, exportStream, romeDate } from '../../transfer/spreadsheet-writer.ts';
import { keyholderList } from './keyholder.list.ts';
import type { KeyholderViewRow } from './keyholder.repository.ts';
import type { KeyholderActor } from './keyholder-scope.ts';
import { expiringBy, expiryState, romeToday } from './keyholder-view.ts';

type ExportRow = KeyholderViewRow & { sort_value: string | number | null };

/** The export's columns: what the list shows, whether a password is set — never the password or the notes. */
function columns(today: string): ExportColumn<ExportRow>[] {
  return [
    { header: 'Titolo', width: 32, value: (r) => r.title },
    { header: 'Tipo', width: 12, value: (r) => keyholderKindLabels[r.kind as KeyholderKind] ?? r.kind },
    { header: 'Cliente', width: 30, value: (r) => r.client_name },
    {
      header: 'Progetto',
      width: 30,
      value: (r) => (r.project_code ? `${r.project_code} ${r.project_name}` : null),
    },
    { header: 'Indirizzo o host', width: 30, value: (r) => r.host },
    { header: 'Porta', width: 8, value: (r) => r.port },
    { header: 'Utente', width: 24, value: (r) => r.username },
    { header: 'Password salvata', width: 10, value: (r) => (Number(r.has_secret) ? 'Sì' : 'No') },
    { header: 'Scadenza', width: 12, kind: 'date', value: (r) => r.expires_on },
    {
      header: 'Stato scadenza',
      width: 14,
      value: (r) => {
        const state = expiryState(r.expires_on, today);
        return state ? keyholderExpiryLabels[state] : null;
      },
    },
    { header: 'Creata il', width: 12, kind: 'date', value: (r) => romeDate(r.created_at) },
  ];
}

/** The filtered list within the actor's reach as XLSX or CSV, without secrets or notes. */
export function exportKeyholders(
  db: Db,
  actor: KeyholderActor,
  query: KeyholderExportQuery,
): { format: ExportFormat; stream: Readable } {
  const { format, sort, ...rest } = query;
  const today = romeToday();
  const filters = {
    ...rest,
    reachOf: actor.all ? null : actor.userId,
    expiringBy: rest.expiring ? expiringBy(today) : undefined,
  };
  return {
    format,
    stream: exportStream(
      format,
      'Credenziali',
      columns(today),
      listBatches(db, keyholderList, filters, sort),
    ),
  };
}
