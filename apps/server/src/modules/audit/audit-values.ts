import type { ActivityChange } from '@officina/contracts';

/**
 * How a logged value reads in the audit log and its export, and what it must never show. The log
 * records secrets as markers already (passwords `***`, the vault's "impostata"/"modificata"); this is
 * the second line: any field named like a secret shows only that it changed, images (logos, data URLs)
 * only their type, and long texts are cut.
 */

export const MASK = '••••••';
const MAX_TEXT = 300;

/** Field names that may hold a secret: passwords, tokens, keys, hashes, the vault's sealed parts. */
const SECRET_FIELD =
  /pass(word|wd)?|secret|token|hash|cipher|private|api_?key|nonce|credential|^iv$|_iv$|sealed|jti/i;
/** What the services already write in place of a secret: safe to show as it is. */
const MARKERS = new Set([
  '***',
  'impostata',
  'modificata',
  'rimossa',
  'inserite',
  'modificate',
  'rimosse',
  'impostato',
  'modificato',
  'rimosso',
]);

type Raw = ActivityChange['old'];

/** Whether a field's values are secret in this kind of record (a keyholder's notes are sealed). */
export function isSecretField(entity: string, field: string): boolean {
  if (SECRET_FIELD.test(field)) return true;
  return (entity === 'keyholder' || entity === 'keyholder_key') && field === 'notes';
}

/** A secret field's value: the service's marker when it wrote one, the mask otherwise. */
function maskedValue(value: Raw): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && MARKERS.has(value)) return value;
  return MASK;
}

const romeDateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** An instant as an Italian reads it, in Italian time: "26/11/2026 14:05". */
export function italianDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return romeDateTime.format(date).replace(',', '');
}

/** A plain value as a person reads it (dates day-first, money in euro, yes/no, images by type). */
function plainValue(field: string, value: Raw): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') {
    if (field.endsWith('_cents')) return euro.format(value / 100).replace(/\u00a0/g, ' ');
    return String(value);
  }
  if (value.startsWith('data:')) {
    const type = value.slice(5, value.search(/[;,]/) > 0 ? value.search(/[;,]/) : 30);
    return `Immagine (${type || 'file'})`;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return italianDateTime(value);
  return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
}

/** One side of a logged change, shown: masked when secret, the server's name for an id when known. */
export function auditValue(entity: string, change: ActivityChange, side: 'old' | 'new'): string | null {
  const value = change[side];
  if (isSecretField(entity, change.field)) return maskedValue(value);
  const label = side === 'old' ? change.old_label : change.new_label;
  if (typeof value === 'number' && label) return label;
  return plainValue(change.field, value);
}
