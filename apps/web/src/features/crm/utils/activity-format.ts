import type { ActivityChange, PeopleSettings } from '@officina/contracts';
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

/** Names for the ids an entry carries: lookups and colleagues from the settings store. */
export interface ValueNames {
  lookups: Map<number, string>;
  users: Map<number, string>;
}

export function valueNamesFrom(people: PeopleSettings | null): ValueNames {
  const lookups = new Map<number, string>();
  for (const list of [people?.client_states, people?.client_categories, people?.person_types]) {
    for (const entry of list ?? []) lookups.set(entry.id, entry.name);
  }
  const users = new Map<number, string>();
  for (const user of people?.user_subusers ?? []) users.set(user.id, `${user.name} ${user.surname}`);
  return { lookups, users };
}

export const EMPTY_VALUE = '—';

/** A value of a change as a person reads it: names for ids, Italian dates, "—" for nothing. */
export function formatChangeValue(field: string, value: ActivityChange['old'], names: ValueNames): string {
  if (value === null || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') {
    if (field === 'state_id' || field === 'category_id' || field === 'type_id') {
      return names.lookups.get(value) ?? `n. ${value}`;
    }
    if (field === 'account_manager_id') return names.users.get(value) ?? `utente n. ${value}`;
    if (field === 'client_id') return `cliente n. ${value}`;
    return String(value);
  }
  if (field.endsWith('_at')) return formatDateTime(value) || value;
  if (field.endsWith('_on') || field.endsWith('_date')) return formatDate(value) || value;
  return value;
}
