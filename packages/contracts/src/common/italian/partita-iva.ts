import { italianMessages } from './messages.ts';

/** Removes spaces, upper-cases and strips the `IT` VAT prefix (`IT 007 431 101 57` → `00743110157`). */
export function normalizePartitaIva(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^IT\d+$/.test(compact) ? compact.slice(2) : compact;
}

/**
 * Check digit of a Partita IVA from its first ten digits, as the Agenzia delle Entrate defines it
 * (the Luhn scheme): digits in odd positions count as they are, those in even positions are doubled
 * (minus 9 when over 9); the check digit brings the sum to a multiple of 10.
 */
export function partitaIvaCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(firstTen[i]);
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** The Italian message for an invalid Partita IVA, or `undefined` when it is valid. Normalises first. */
export function partitaIvaIssue(value: string): string | undefined {
  const normalized = normalizePartitaIva(value);
  if (!/^\d{11}$/.test(normalized)) return italianMessages.partitaIvaLength;
  // All zeros passes the checksum but is only ever a placeholder.
  if (/^0{11}$/.test(normalized)) return italianMessages.partitaIvaInvalid;
  if (partitaIvaCheckDigit(normalized) !== Number(normalized[10])) return italianMessages.partitaIvaChecksum;
  return undefined;
}

/** True for an 11-digit Partita IVA with the right check digit (spaces and an `IT` prefix allowed). */
export function isValidPartitaIva(value: string): boolean {
  return partitaIvaIssue(value) === undefined;
}
