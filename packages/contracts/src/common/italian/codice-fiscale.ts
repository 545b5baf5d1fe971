import { codiceFiscaleBirthDateMessage, italianMessages } from './messages.ts';
import { type NumericCodeProblem, numericCodeProblem } from './partita-iva.ts';

/** Omocodia: when two people would share a code, digits are replaced by these letters (0→L … 9→V). */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const D = `[0-9${OMOCODIA_LETTERS}]`;
/** Surname (3), name (3), year (2), month letter, day (2, +40 for women), place (letter + 3), check. */
const PERSONAL_PATTERN = new RegExp(`^[A-Z]{6}${D}{2}[A-Z]${D}{2}[A-Z]${D}{3}[A-Z]$`);
/** The month letters, January to December. */
const MONTH_LETTERS = 'ABCDEHLMPRST';

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

/** Digits with their omocodia letters read back (`8R` → 86). */
function decodeDigits(chars: string): number {
  let digits = '';
  for (const char of chars) {
    const omocode = OMOCODIA_LETTERS.indexOf(char);
    digits += omocode === -1 ? char : String(omocode);
  }
  return Number(digits);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The message when the birth date of a personal code does not exist, or `undefined`. The day is 1–31
 * (41–71 for women, who add 40). The code keeps only two digits of the year: 29 February is accepted
 * when they are a multiple of 4, a leap year in either century (`00` reads as 2000, as python-stdnum
 * reads years 1920–2019), so the rule does not depend on today's date.
 */
function birthDateIssue(code: string): string | undefined {
  const year = decodeDigits(code.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(code[8] ?? '') + 1;
  const written = decodeDigits(code.slice(9, 11));
  const day = written > 40 ? written - 40 : written;
  if (day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return codiceFiscaleBirthDateMessage(day, month);
  if (month === 2 && day === 29 && year % 4 !== 0) return codiceFiscaleBirthDateMessage(day, month, year);
  return undefined;
}

const numericCodeMessages: Record<NumericCodeProblem, string> = {
  length: italianMessages.codiceFiscaleLength,
  placeholder: italianMessages.codiceFiscaleZeroNumber,
  zeroNumber: italianMessages.codiceFiscaleZeroNumber,
  office: italianMessages.codiceFiscaleOffice,
  checksum: italianMessages.codiceFiscaleChecksum,
};

/**
 * The Italian message for an invalid codice fiscale, or `undefined` when valid. Accepts the 16-character
 * personal code (omocodia letters in any digit position, a birth date that exists) and the 11-digit code
 * of companies and bodies, which follows the Partita IVA rules. Normalises first.
 */
export function codiceFiscaleIssue(value: string): string | undefined {
  const normalized = normalizeCodiceFiscale(value);
  if (/^\d{11}$/.test(normalized)) {
    const problem = numericCodeProblem(normalized);
    return problem === undefined ? undefined : numericCodeMessages[problem];
  }
  if (normalized.length !== 16) return italianMessages.codiceFiscaleLength;
  if (!PERSONAL_PATTERN.test(normalized)) return italianMessages.codiceFiscale;
  if (!MONTH_LETTERS.includes(normalized[8] ?? '')) return italianMessages.codiceFiscaleMonth;
  const dateIssue = birthDateIssue(normalized);
  if (dateIssue !== undefined) return dateIssue;
  if (codiceFiscaleCheckChar(normalized) !== normalized[15]) return italianMessages.codiceFiscaleCheckChar;
  return undefined;
}

/** True for a valid personal (16 characters) or company (11 digits) codice fiscale; case-insensitive. */
export function isValidCodiceFiscale(value: string): boolean {
  return codiceFiscaleIssue(value) === undefined;
}
