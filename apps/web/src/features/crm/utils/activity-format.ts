import type { ActivityEntry } from '@officina/contracts';

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

export const fieldLabel = (field: string) => activityFieldLabels[field] ?? field.replace(/_/g, ' ');

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
