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

/**
 * True for the code of the issuing office (digits 8–10): 001–100 for the provincial offices, 120 and 121
 * for those added later, 888 and 999 for the codes given by the central office (the set python-stdnum
 * and so Odoo accept).
 */
export function isPartitaIvaOffice(office: string): boolean {
  const code = Number(office);
  return /^\d{3}$/.test(office) && ((code >= 1 && code <= 100) || [120, 121, 888, 999].includes(code));
}

/** What is wrong with an 11-digit numeric code (Partita IVA, or codice fiscale of a company), if anything. */
export type NumericCodeProblem = 'length' | 'placeholder' | 'zeroNumber' | 'office' | 'checksum';

/**
 * The first problem of a normalised Partita IVA: its shape, then the number and office parts, then the
 * check digit (a number with an office that does not exist is wrong whatever its check digit says).
 */
export function numericCodeProblem(normalized: string): NumericCodeProblem | undefined {
  if (!/^\d{11}$/.test(normalized)) return 'length';
  // All zeros passes the checksum but is only ever a placeholder.
  if (/^0{11}$/.test(normalized)) return 'placeholder';
  if (/^0{7}/.test(normalized)) return 'zeroNumber';
  if (!isPartitaIvaOffice(normalized.slice(7, 10))) return 'office';
  if (partitaIvaCheckDigit(normalized) !== Number(normalized[10])) return 'checksum';
  return undefined;
}

const partitaIvaMessages: Record<NumericCodeProblem, string> = {
  length: italianMessages.partitaIvaLength,
  placeholder: italianMessages.partitaIvaInvalid,
  zeroNumber: italianMessages.partitaIvaZeroNumber,
  office: italianMessages.partitaIvaOffice,
  checksum: italianMessages.partitaIvaChecksum,
};

/** The Italian message for an invalid Partita IVA, or `undefined` when it is valid. Normalises first. */
export function partitaIvaIssue(value: string): string | undefined {
  const problem = numericCodeProblem(normalizePartitaIva(value));
  return problem === undefined ? undefined : partitaIvaMessages[problem];
}

/**
 * True for an 11-digit Partita IVA with a company number, an existing office code and the right check
 * digit (spaces and an `IT` prefix allowed).
 */
export function isValidPartitaIva(value: string): boolean {
  return partitaIvaIssue(value) === undefined;
}
