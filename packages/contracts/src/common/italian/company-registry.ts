import { isValidProvincia } from './provinces.ts';

/** Removes spaces and upper-cases (`it60 x054…` → `IT60X054…`). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: the IBAN with its first four characters moved to the end, letters as 10–35, mod 97 = 1. */
function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/**
 * Italian IBAN: `IT`, two check digits, the CIN letter, ABI (5 digits), CAB (5 digits), the account
 * (12 letters or digits) — 27 characters — with a valid mod-97 check. The message says which part is wrong.
 */
export function ibanIssue(value: string): string | undefined {
  const iban = normalizeIban(value);
  if (!iban.startsWith('IT')) return 'IBAN non valido: deve essere italiano e iniziare con IT';
  if (iban.length !== 27) return `IBAN non valido: deve avere 27 caratteri (ne ha ${iban.length})`;
  if (!/^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(iban)) {
    return 'IBAN non valido: dopo IT servono 2 cifre di controllo, il CIN (una lettera), ABI e CAB (10 cifre) e 12 caratteri di conto';
  }
  return ibanChecksumOk(iban) ? undefined : 'IBAN non valido: le cifre di controllo non corrispondono';
}

export function isValidIban(value: string): boolean {
  return ibanIssue(value) === undefined;
}

/** `IT60X0542811101000000123456` → `IT60 X054 2811 1010 0000 0123 456` (groups of four, as banks print it). */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Upper-case, spaces removed, one hyphen between the province and the number (`mi 1234567` → `MI-1234567`). */
export function normalizeRea(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})-?(\d+)$/.exec(compact);
  return match ? `${match[1]}-${match[2]}` : compact;
}

/** Numero REA: the province of the Camera di Commercio and up to 7 digits (`MI-1234567`). */
export function reaIssue(value: string): string | undefined {
  const match = /^([A-Z]{2})-(\d{1,7})$/.exec(normalizeRea(value));
  if (!match) return 'Numero REA non valido: sigla della provincia e numero, ad esempio MI-1234567';
  return isValidProvincia(match[1] ?? '')
    ? undefined
    : `Numero REA non valido: ${match[1]} non è una provincia`;
}
