import { italianMessages } from './messages.ts';
import { partitaIvaIssue } from './partita-iva.ts';

/** Omocodia: when two people would share a code, digits are replaced by these letters (0→L … 9→V). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const D = `[0-9${OMOCODIA_LETTERS}]`;
/** Surname (3), name (3), year (2), month letter, day (2, +40 for women), place (letter + 3), check. */
const PERSONAL_PATTERN = new RegExp(`^[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]$`);

/** Values of the characters in odd positions (1st, 3rd, … 15th); digits 0–9 count as the letters A–J. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** Removes spaces and upper-cases. */
export function normalizeCodiceFiscale(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** 0–9 for a digit, 0–25 for a letter A–Z. */
function ordinal(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/**
 * Check character of a personal codice fiscale from its first fifteen characters (DM 23/12/1976):
 * odd positions through the odd table, even positions by ordinal, sum modulo 26 as a letter.
 * It is computed on the characters as written, omocodia letters included.
 */
export function codiceFiscaleCheckChar(firstFifteen: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const value = ordinal(firstFifteen[i] ?? 'A');
    sum += i % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

function decodeDigits(chars: string): number {
  let digits = '';
  for (const char of chars) {
    const omocode = OMOCODIA_LETTERS.indexOf(char);
    digits += omocode === -1 ? char : String(omocode);
  }
  return Number(digits);
}

/**
 * The Italian message for an invalid codice fiscale, or `undefined` when valid. Accepts the 16-character
 * personal code (omocodia letters in any digit position) and the 11-digit code of companies and bodies,
 * which follows the Partita IVA checksum. Normalises first.
 */
export function codiceFiscaleIssue(value: string): string | undefined {
  const normalized = normalizeCodiceFiscale(value);
  if (/^\d{11}$/.test(normalized)) {
    return partitaIvaIssue(normalized) === undefined ? undefined : italianMessages.codiceFiscaleChecksum;
  }
  if (normalized.length !== 16) return italianMessages.codiceFiscaleLength;
  if (!PERSONAL_PATTERN.test(normalized)) return italianMessages.codiceFiscale;
  const day = decodeDigits(normalized.slice(9, 11));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return italianMessages.codiceFiscale;
  if (codiceFiscaleCheckChar(normalized) !== normalized[15]) return italianMessages.codiceFiscaleCheckChar;
  return undefined;
}

/** True for a valid personal (16 characters) or company (11 digits) codice fiscale; case-insensitive. */
export function isValidCodiceFiscale(value: string): boolean {
  return codiceFiscaleIssue(value) === undefined;
}
