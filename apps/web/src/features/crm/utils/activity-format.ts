import type { ActivityChange, ActivityEntry } from '@officina/contracts';
import { formatDate, formatDateTime } from '../../../lib/locale/format.ts';

/** Italian labels of the fields an activity entry may name (clients and persons). */
export const activityFieldLabels: Record<string, string> = {
  business_name: 'Ragione sociale',
  vat_number: 'Partita IVA',
  tax_code: 'Codice fiscale',
  sdi_code: 'Codice SDI',
  pec: 'PEC',
  email: 'E-mail',
  phone: 'Telefono',
  mobile: 'Cellulare',
  website: 'Sito web',
  street: 'Indirizzo',
  postal_code: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  country: 'Nazione',
  state_id: 'Stato',
  category_id: 'Categoria',
  account_manager_id: 'Account manager',
  notes: 'Note',
  first_name: 'Nome',
  last_name: 'Cognome',
  type_id: 'Tipo',
  client_id: 'Cliente',
  role: 'Ruolo',
  privacy_consent_on: 'Consenso privacy',
  archived_at: 'Archiviato il',
};

const actionVerbs: Record<string, string> = {
  created: 'ha creato',
  create: 'ha creato',
  updated: 'ha modificato',
  update: 'ha modificato',
  archived: 'ha archiviato',
  restored: 'ha ripristinato',
  deleted: 'ha eliminato',
};

/** "ha modificato" for `updated`; an action the web does not know yet is shown as it is. */
export function actionVerb(action: string): string {
  return actionVerbs[action] ?? action.replace(/_/g, ' ');
}

export const fieldLabel = (field: string) => activityFieldLabels[field] ?? field.replace(/_/g, ' ');

export const EMPTY_VALUE = '—';

/** What a raw value reads as when the server sent no name for it: ids numbered, dates Italian. */
export function formatChangeValue(field: string, value: ActivityChange['old']): string {
  if (value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') {
    if (field === 'account_manager_id') return `utente n. ${value}`;
    if (field === 'client_id') return `cliente n. ${value}`;
    if (field.endsWith('_id')) return `n. ${value}`;
    return String(value);
  }
  if (field.endsWith('_at')) return formatDateTime(value) || value;
  if (field.endsWith('_on') || field.endsWith('_date')) return formatDate(value) || value;
  return value;
}

/**
 * One side of a change as a person reads it: the server's name for an id ("Attivo", "Maria Rossi",
 * "Rossi S.r.l.") when it sent one, otherwise the formatted raw value.
 */
export function changeText(change: ActivityChange, side: 'old' | 'new'): string {
  const value = change[side];
  const label = side === 'old' ? change.old_label : change.new_label;
  if (value !== null && label) return label;
  return formatChangeValue(change.field, value);
}

const personEventTitles: Record<string, string> = {
  person_added: 'Persona aggiunta',
  person_removed: 'Persona rimossa',
  person_archived: 'Persona archiviata',
  person_restored: 'Persona ripristinata',
};

/**
 * "Persona aggiunta: Mario Rossi" for a client's entry about one of its persons (the name is the one
 * stored with the entry); null for every other entry.
 */
export function personEventText(entry: ActivityEntry): string | null {
  const title = personEventTitles[entry.action];
  if (!title) return null;
  const person = entry.changes.find((change) => change.field === 'person');
  const name = person?.new ?? person?.old;
  return typeof name === 'string' && name ? `${title}: ${name}` : title;
}
