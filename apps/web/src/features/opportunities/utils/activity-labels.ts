import type { ActivityChange, Lookup } from '@officina/contracts';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/locale/format.ts';

const fieldLabels: Record<string, string> = {
  number: 'Numero',
  title: 'Titolo',
  client_id: 'Cliente',
  person_id: 'Referente',
  owner_id: 'Commerciale',
  state_id: 'Stato',
  type_id: 'Tipo',
  expected_close_on: 'Chiusura prevista',
  probability: 'Probabilità',
  valid_until: 'Valida fino al',
  payment_terms: 'Pagamento',
  notes: 'Note',
  note: 'Nota',
  lost_reason: 'Motivo della perdita',
  total_cents: 'Totale',
  rows: 'Righe',
  accepted_rows: 'Righe segnate come accettate',
  contract_id: 'Contratto',
  project_id: 'Progetto',
  project_code: 'Codice progetto',
  archived_at: 'Archiviata il',
};

const verbs: Record<string, string> = {
  created: 'ha creato',
  updated: 'ha modificato',
  status_changed: 'ha cambiato stato',
  rows_updated: 'ha aggiornato le righe',
  contract_created: 'ha creato il contratto',
  archived: 'ha archiviato',
  restored: 'ha ripristinato',
  deleted: 'ha eliminato',
};

export const activityVerb = (action: string) => verbs[action] ?? action.replace(/_/g, ' ');
export const activityField = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ');

export interface ActivityNames {
  lookups: Map<number, string>;
  users: Map<number, string>;
}

export function activityNames(
  lookups: readonly Lookup[],
  users: readonly { id: number; name: string }[],
): ActivityNames {
  return {
    lookups: new Map(lookups.map((entry) => [entry.id, entry.name])),
    users: new Map(users.map((user) => [user.id, user.name])),
  };
}

/** A value of a change as a person reads it: names for ids, euro for cents, Italian dates, "—". */
export function activityValue(field: string, value: ActivityChange['old'], names: ActivityNames): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') {
    if (field.endsWith('_cents')) return formatEuro(value);
    if (field === 'state_id' || field === 'type_id') return names.lookups.get(value) ?? `n. ${value}`;
    if (field === 'owner_id') return names.users.get(value) ?? `utente n. ${value}`;
    if (field === 'probability') return `${value} %`;
    return String(value);
  }
  if (field.endsWith('_at')) return formatDateTime(value) || value;
  if (field.endsWith('_on') || field === 'valid_until') return formatDate(value) || value;
  return value;
}
