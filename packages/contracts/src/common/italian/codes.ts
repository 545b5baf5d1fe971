import { italianMessages } from './messages.ts';

/** SDI code of a private person or anyone who receives invoices by PEC. */
export const CODICE_SDI_PRIVATI = '0000000';
/** SDI code used for foreign customers. */
export const CODICE_SDI_ESTERO = 'XXXXXXX';

/** Removes spaces (`20 100` → `20100`). */
export function normalizeCap(value: string): string {
  return value.replace(/\s+/g, '');
}

export function capIssue(value: string): string | undefined {
  return /^\d{5}$/.test(normalizeCap(value)) ? undefined : italianMessages.cap;
}

/** True for an Italian CAP: five digits. */
export function isValidCap(value: string): boolean {
  return capIssue(value) === undefined;
}

/** Removes spaces and upper-cases. */
export function normalizeCodiceSdi(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function codiceSdiIssue(value: string): string | undefined {
  return /^[A-Z0-9]{7}$/.test(normalizeCodiceSdi(value)) ? undefined : italianMessages.codiceSdi;
}

/**
 * True for a codice destinatario SDI: seven letters or digits (`0000000` for private persons,
 * `XXXXXXX` for foreign customers). Case-insensitive.
 */
export function isValidCodiceSdi(value: string): boolean {
  return codiceSdiIssue(value) === undefined;
}
